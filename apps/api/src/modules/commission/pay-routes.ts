import {
  assignCommissionRequestSchema,
  commissionQuerySchema,
  commissionSummarySchema,
  rateChangePreviewSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * `GET /api/commission`: a person's rates, their history and the commission waiting
 * for approval; `PATCH /api/commission`: an admin sets what someone is paid as from a date on;
 * `POST /api/commission/preview`: what that change would do to pending deals, saving nothing.
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
      return ok(await app.payService.summary(user.organizationId, userId));
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
      await app.payService.assign(user.organizationId, request.body);
      return ok(await app.payService.summary(user.organizationId, userId));
    },
  );

  app.post(
    '/api/commission/preview',
    {
      schema: {
        tags: ['commission'],
        summary:
          'What the same body sent to PATCH /api/commission would do to the person’s pending deals: how many it reprices and by how much; nothing is saved (admin)',
        body: assignCommissionRequestSchema,
        response: {
          200: successEnvelope(rateChangePreviewSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      // The same check as the change itself: whoever may not make it may not preview it.
      await authorizeRecord(db, user, 'commission.assign', request.body.user_id, findUserResource);
      return ok(await app.payService.previewAssign(user.organizationId, request.body));
    },
  );
};
