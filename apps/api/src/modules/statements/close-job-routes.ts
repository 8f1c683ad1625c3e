import {
  statementCloseJobParamsSchema,
  statementCloseJobRequestSchema,
  statementCloseJobResumeRequestSchema,
  statementCloseJobSchema,
  statementClosePlanQuerySchema,
  statementClosePlanSchema,
  statementLatestCloseJobSchema,
  statementsStartQuerySchema,
  statementsStartRequestSchema,
  statementsStartSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { Principal, UserPrincipal } from '../../policy/principal.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** An admin of the organization (`statement.close`): the start month and the close jobs are theirs. */
function statementAdmin(principal: Principal | null): UserPrincipal {
  const user = requireUser(principal);
  authorize(user, 'statement.close', { kind: 'organization', organizationId: user.organizationId });
  return user;
}

/**
 * Starting statements on an organization with history (admins;
 * docs/decisions/0067-statements-start-from.md): `GET`/`PUT /api/statements/admin/start-from`,
 * the month records before which never become statement lines, with what a month leaves out;
 * `GET /api/statements/admin/close-plan`, what closing every month up to one would close;
 * `POST /api/statements/admin/close-jobs` starts it in the background, `GET …/latest` shows
 * its progress, `POST …/:id/resume` goes on after a stop.
 */
export const statementCloseJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.statementCloseService;

  app.get(
    '/api/statements/admin/start-from',
    {
      schema: {
        tags: ['statements'],
        summary:
          'The month statements start from, and how many records and how much commission a month (the query’s, else the current one) leaves out (admin)',
        querystring: statementsStartQuerySchema,
        response: {
          200: successEnvelope(statementsStartSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = statementAdmin(request.principal);
      return ok(await service().startFacts(user.organizationId, request.query.month));
    },
  );

  app.put(
    '/api/statements/admin/start-from',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Set the month statements start from (null: no limit); records dated before it never become statement lines (admin; 409 past the month after the last closed one, or while months are being closed)',
        body: statementsStartRequestSchema,
        response: {
          200: successEnvelope(statementsStartSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const user = statementAdmin(request.principal);
      return ok(await service().setStart(user.organizationId, request.body.start_from));
    },
  );

  app.get(
    '/api/statements/admin/close-plan',
    {
      schema: {
        tags: ['statements'],
        summary:
          'What closing every month up to a month would close: the months in order and how many people they hold, or why it may not start (admin)',
        querystring: statementClosePlanQuerySchema,
        response: {
          200: successEnvelope(statementClosePlanSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = statementAdmin(request.principal);
      return ok(await service().plan(user.organizationId, request.query.up_to));
    },
  );

  app.post(
    '/api/statements/admin/close-jobs',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Close every month up to a month, oldest first, in the background; it stops at a month with open disputes (admin; 409 when it may not start or one runs)',
        body: statementCloseJobRequestSchema,
        response: {
          202: successEnvelope(statementCloseJobSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const user = statementAdmin(request.principal);
      const job = await service().startJob(user.organizationId, user.userId, request.body.up_to);
      return reply.code(202).send(ok(job));
    },
  );

  app.get(
    '/api/statements/admin/close-jobs/latest',
    {
      schema: {
        tags: ['statements'],
        summary: 'The latest close job of the organization and its progress, or null (admin)',
        response: {
          200: successEnvelope(statementLatestCloseJobSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const user = statementAdmin(request.principal);
      return ok(await service().latestJob(user.organizationId));
    },
  );

  app.post(
    '/api/statements/admin/close-jobs/:id/resume',
    {
      schema: {
        tags: ['statements'],
        summary:
          'Resume a stopped close job from its first open month; with confirm_open_disputes the month it stopped at closes with its open disputes (admin; 409 unless stopped)',
        params: statementCloseJobParamsSchema,
        body: statementCloseJobResumeRequestSchema,
        response: {
          202: successEnvelope(statementCloseJobSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = statementAdmin(request.principal);
      const job = await service().resumeJob(
        user.organizationId,
        request.params.id,
        request.body.confirm_open_disputes === true,
      );
      return reply.code(202).send(ok(job));
    },
  );
};
