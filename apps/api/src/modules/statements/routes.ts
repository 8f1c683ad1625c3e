import {
  statementExportQuerySchema,
  statementIdParamsSchema,
  statementReopenRequestSchema,
  statementReopenResultSchema,
  statementWhoseQuerySchema,
  statementCloseRequestSchema,
  statementCloseResultSchema,
  statementListQuerySchema,
  statementMonthListSchema,
  statementMonthParamsSchema,
  statementLateNotesSchema,
  statementSchema,
  statementSpanSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource, userResource } from '../../policy/load-resource.ts';
import type { Principal, UserPrincipal } from '../../policy/principal.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * The caller, reading their own statements: the routes name no person, so the caller is the
 * person. A share link or an API key is refused (401) before the policy is asked.
 */
function statementOwner(principal: Principal | null): UserPrincipal {
  const user = requireUser(principal);
  authorize(user, 'statement.own', userResource(user));
  return user;
}

/**
 * Whose statement a read names: the caller's without `user_id`, else a person the caller sees
 * (`statement.read`: someone else is 404, as if they did not exist). A share link or an API
 * key is refused (401) before the policy is asked.
 */
async function statementPerson(
  db: Db,
  principal: Principal | null,
  userId: number | undefined,
): Promise<{ organizationId: number; userId: number }> {
  const user = statementOwner(principal);
  if (userId === undefined || userId === user.userId) return user;
  const person = await authorizeRecord(db, user, 'statement.read', userId, findUserResource);
  return { organizationId: user.organizationId, userId: person.userId };
}

const contentTypes = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * `GET /api/statements?year=`: the caller's own months. `GET /api/statements/month/:month` and
 * its `/export`: a statement, the caller's or (`user_id`) a person they see, open
 * months "so far" from the money core, closed ones as frozen; `GET /api/statements/:id`: a
 * stored one of any version. `POST /api/statements/admin/close` and `/reopen`: an admin closes
 * or reopens a month of their organization.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.db;

  app.get(
    '/api/statements',
    {
      schema: {
        tags: ['statements'],
        summary:
          'The caller’s months of a year that have a statement line or a carry-over, with what each pays',
        querystring: statementListQuerySchema,
        response: {
          200: successEnvelope(statementMonthListSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = statementOwner(request.principal);
      return ok(await app.statementService.months(user, request.query.year));
    },
  );

  app.get(
    '/api/statements/span',
    {
      schema: {
        tags: ['statements'],
        summary:
          'The caller’s first and latest months with a statement line (where /statements opens and its years start)',
        response: {
          200: successEnvelope(statementSpanSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const user = statementOwner(request.principal);
      return ok(await app.statementService.span(user));
    },
  );

  app.get(
    '/api/statements/month/:month/late-notes',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Why a month’s statement differs from its dashboard through late lines, in sentences: the caller’s, or with user_id a person the caller sees',
        params: statementMonthParamsSchema,
        querystring: statementWhoseQuerySchema,
        response: {
          200: successEnvelope(statementLateNotesSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const person = await statementPerson(db, request.principal, request.query.user_id);
      const notes = await app.statementService.lateNotes(person, request.params.month);
      return ok({ notes });
    },
  );

  app.get(
    '/api/statements/month/:month',
    {
      schema: {
        tags: ['statements'],
        summary:
          'A statement of a month, line by line, with its totals: the caller’s, or with user_id a person the caller sees',
        params: statementMonthParamsSchema,
        querystring: statementWhoseQuerySchema,
        response: {
          200: successEnvelope(statementSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const person = await statementPerson(db, request.principal, request.query.user_id);
      return ok(await app.statementService.statement(person, request.params.month));
    },
  );

  app.get(
    '/api/statements/month/:month/export',
    {
      schema: {
        tags: ['statements'],
        summary:
          'A statement of a month as a CSV or PDF file, the screen’s numbers (the caller’s, or with user_id a person the caller sees)',
        params: statementMonthParamsSchema,
        querystring: statementExportQuerySchema,
        response: {
          200: z.string(),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const { format, user_id } = request.query;
      const person = await statementPerson(db, request.principal, user_id);
      const file = await app.statementService.statementFile(person, month, format);
      return (
        reply
          .header('content-type', contentTypes[format])
          .header('content-disposition', `attachment; filename="statement-${month}.${format}"`)
          // A statement is pay: no shared cache or browser history keeps a copy.
          .header('cache-control', 'no-store')
          // A stream is sent as it is (no serializer); the 200 schema documents the file.
          .send(file as unknown as string)
      );
    },
  );

  app.get(
    '/api/statements/:id',
    {
      schema: {
        tags: ['statements'],
        summary:
          'A stored statement by id, of any version (superseded once its month was reopened), with its lines: the caller’s or a person the caller sees',
        params: statementIdParamsSchema,
        response: {
          200: successEnvelope(statementSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = statementOwner(request.principal);
      const statement = await app.statementService.storedStatement(
        user.organizationId,
        request.params.id,
      );
      if (!statement) throw notFound();
      await statementPerson(db, user, statement.user_id);
      return ok(statement);
    },
  );

  app.post(
    '/api/statements/admin/reopen',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Reopen the latest closed month with a reason: it computes “so far” again and its next close stores a new version (admin; 409 when the month is open or a later month is closed)',
        body: statementReopenRequestSchema,
        response: {
          200: successEnvelope(statementReopenResultSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.reopen', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      const { month, reason } = request.body;
      return ok(await app.statementService.reopen(user.organizationId, month, reason));
    },
  );

  app.post(
    '/api/statements/admin/close',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Close a month: freeze each person’s statement as it stands (admin; 409 when the month is closed already, not over, or not next in order)',
        body: statementCloseRequestSchema,
        response: {
          200: successEnvelope(statementCloseResultSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'statement.close', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(
        await app.statementService.close(user.organizationId, user.userId, request.body.month, {
          confirmOpenDisputes: request.body.confirm_open_disputes,
        }),
      );
    },
  );
};
