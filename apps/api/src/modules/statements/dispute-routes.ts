import {
  createStatementDisputeRequestSchema,
  resolveStatementDisputeRequestSchema,
  statementDisputeListQuerySchema,
  statementDisputeListSchema,
  statementDisputeParamsSchema,
  statementDisputeSchema,
  statementLineParamsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { userResource } from '../../policy/load-resource.ts';
import { peopleSeenBy } from '../../policy/people-seen.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * Disputes of statement lines (docs/decisions/0058-statements-from-the-money-core.md, "Disputes"):
 * a person flags a line of their own statement; admins (and managers, for their team, read-only)
 * see the inbox; admins accept or reject. No share link or API key reaches any of them.
 */
export const statementDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/statements/month/:month/lines/:key/disputes',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Dispute a line of the caller’s statement of a month, with a comment (409 when the line has an open dispute)',
        params: statementLineParamsSchema,
        body: createStatementDisputeRequestSchema,
        response: {
          201: successEnvelope(statementDisputeSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.own', userResource(user));
      const dispute = await app.statementService.openDispute(
        user,
        request.params,
        request.body.comment,
      );
      return reply.code(201).send(ok(dispute));
    },
  );

  app.get(
    '/api/statements/admin/disputes',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Disputes of statement lines, newest first: the organization’s (admin) or the team’s (manager)',
        querystring: statementDisputeListQuerySchema,
        response: {
          200: successEnvelope(statementDisputeListSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.dispute.list', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      const seen = peopleSeenBy(user);
      return ok(
        await app.statementService.disputes(user.organizationId, {
          status: request.query.status,
          month: request.query.month,
          ...(seen.kind === 'team' ? { managerId: seen.managerId } : {}),
        }),
      );
    },
  );

  app.post(
    '/api/statements/admin/disputes/:id/resolve',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Accept a dispute (optionally posting an adjustment dated today) or reject it with a reason (admin; 409 when resolved already)',
        params: statementDisputeParamsSchema,
        body: resolveStatementDisputeRequestSchema,
        response: {
          200: successEnvelope(statementDisputeSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.dispute.resolve', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(
        await app.statementService.resolveDispute(
          user.organizationId,
          user.userId,
          request.params.id,
          request.body,
        ),
      );
    },
  );
};
