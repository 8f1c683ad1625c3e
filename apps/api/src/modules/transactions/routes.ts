import {
  createTransactionRequestSchema,
  deletedTransactionSchema,
  idParamsSchema,
  requestCommissionRequestSchema,
  successEnvelope,
  transactionRowSchema,
  updateTransactionRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../errors/api-error.ts';
import { requireUser, requireActor } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { pairingLoader } from '../../policy/load-resource.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';

const organizationOf = (user: UserPrincipal) =>
  ({ kind: 'organization', organizationId: user.organizationId }) as const;

/**
 * Writing transactions: admins add, change and delete them; anyone signed in asks for
 * commission on a deal they closed or set. Every new transaction is pending; only the status route
 * (`POST /api/transactions/status/:id`, the money core) pays or reverses commission.
 */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/transactions',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['transactions'],
        summary: 'Record a deal for a closer, pending approval (admin)',
        body: createTransactionRequestSchema,
        response: {
          201: successEnvelope(transactionRowSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = requireActor(request.principal);
      authorize(request.principal, 'transaction.write', organizationOf(user));
      const created = await app.transactionService.create(user.organizationId, {
        ...request.body,
        created_by: user.userId,
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.post(
    '/api/transactions/employee',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Request commission on a deal the caller closed (or set: position setter, naming its closer as user_id); it waits, pending, for an admin, and the other person named is notified',
        body: requestCommissionRequestSchema,
        response: {
          201: successEnvelope(transactionRowSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      const { position = 'closer', user_id: namedCloser, ...deal } = request.body;
      // A setter's request credits the closer they name, never themselves
      // (docs/decisions/0029-deals-by-position.md).
      const asSetter = position === 'setter' && namedCloser !== undefined;
      if (asSetter && namedCloser === user.userId) {
        throw fieldError('user_id', 'must be someone other than you: you set this deal');
      }
      const closerId = asSetter ? namedCloser : user.userId;
      const setterId = asSetter ? user.userId : (deal.setter_id ?? null);
      // The caller is one of the deal's two people, loaded first: an unknown counterpart then
      // fails on its own field (400), as a setter always has, not as a missing record.
      await authorizeRecord(
        app.db.db,
        user,
        'transaction.request',
        user.userId,
        pairingLoader(asSetter ? closerId : setterId),
      );
      const created = await app.transactionService.requestCommission(user.organizationId, {
        ...deal,
        user_id: closerId,
        setter_id: setterId,
        created_by: user.userId,
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.patch(
    '/api/transactions/:id',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['transactions'],
        summary: 'Change a pending or rejected transaction (admin)',
        params: idParamsSchema,
        body: updateTransactionRequestSchema,
        response: {
          200: successEnvelope(transactionRowSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireActor(request.principal);
      authorize(request.principal, 'transaction.write', organizationOf(user));
      return ok(
        await app.transactionService.update(user.organizationId, request.params.id, request.body),
      );
    },
  );

  app.delete(
    '/api/transactions/:id',
    {
      config: { apiKey: 'records:write' },
      schema: {
        tags: ['transactions'],
        summary:
          'Remove a pending or rejected transaction (admin; kept for the audit trail, out of every list and figure)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(deletedTransactionSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireActor(request.principal);
      authorize(request.principal, 'transaction.write', organizationOf(user));
      return ok(
        await app.transactionService.remove(user.organizationId, request.params.id, user.userId),
      );
    },
  );
};
