import {
  assignCommissionRequestSchema,
  commissionQuerySchema,
  commissionSummarySchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { assignRate } from './assign-rate.ts';
import { paySummary } from './pay-summary.ts';

/**
 * `GET /api/commission` (spec §7): a person's rates, their history and the commission waiting
 * for approval; `PATCH /api/commission`: an admin sets what someone is paid as from a date on.
 */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.db;

  app.get(
    '/api/commission',
    {
      schema: {
        tags: ['commission'],
        summary:
          'The caller’s (or user_id’s) rates in force today, their dated history and pending commission',
        querystring: commissionQuerySchema,
        response: {
          200: successEnvelope(commissionSummarySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const userId = request.query.user_id ?? user.userId;
      await authorizeRecord(db, user, 'commission.read', userId, findUserResource);
      return ok(await paySummary(db, user.organizationId, userId));
    },
  );

  app.patch(
    '/api/commission',
    {
      schema: {
        tags: ['commission'],
        summary:
          'Pay a person as a sales role and rate from a date on, on one product or all (admin); paid splits never change',
        body: assignCommissionRequestSchema,
        response: {
          200: successEnvelope(commissionSummarySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { user_id: userId } = request.body;
      await authorizeRecord(db, user, 'commission.assign', userId, findUserResource);
      await assignRate(db, user.organizationId, request.body);
      return ok(await paySummary(db, user.organizationId, userId));
    },
  );
};
