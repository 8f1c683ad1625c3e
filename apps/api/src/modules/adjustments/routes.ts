import {
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  adjustmentUserParamsSchema,
  createAdjustmentRequestSchema,
  dateRangeQuerySchema,
  successEnvelope,
  updateAdjustmentRequestSchema,
} from '@salesdash/api-contract';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource } from '../../policy/load-resource.ts';
import { dashboardViewer, personDashboard } from '../dashboard-owners.ts';
import { errorResponses, ok } from '../route-responses.ts';

const deletedSchema = z.object({ adjustment_id: z.int() });

/**
 * Adjustments (docs/product-rules.md#commission): bonuses and clawbacks of one person. Whoever
 * reads the person's dashboard reads them (share links included); only admins add, change or remove
 * them.
 */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.db;

  app.get(
    '/api/adjustments/:userId',
    {
      config: { share: true },
      schema: {
        tags: ['adjustments'],
        summary: 'A person’s adjustments in a day range, newest first',
        params: adjustmentUserParamsSchema,
        querystring: dateRangeQuerySchema,
        response: {
          200: successEnvelope(adjustmentListSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const viewer = await dashboardViewer(app, personDashboard, userId, request.principal);
      return ok(await app.adjustmentService.list(viewer.organizationId, userId, request.query));
    },
  );

  app.post(
    '/api/adjustments/:userId',
    {
      schema: {
        tags: ['adjustments'],
        summary: 'Add a bonus (positive) or clawback (negative) to a person (admin)',
        params: adjustmentUserParamsSchema,
        body: createAdjustmentRequestSchema,
        response: {
          201: successEnvelope(adjustmentSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      const { userId } = request.params;
      await authorizeRecord(db, user, 'adjustment.write', userId, findUserResource);
      const created = await app.adjustmentService.create(
        user.organizationId,
        userId,
        user.userId,
        request.body,
      );
      return reply.code(201).send(ok(created));
    },
  );

  app.patch(
    '/api/adjustments/:userId/:adjustmentId',
    {
      schema: {
        tags: ['adjustments'],
        summary: 'Change an adjustment’s date, amount or reason (admin)',
        params: adjustmentParamsSchema,
        body: updateAdjustmentRequestSchema,
        response: {
          200: successEnvelope(adjustmentSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { userId, adjustmentId } = request.params;
      await authorizeRecord(db, user, 'adjustment.write', userId, findUserResource);
      return ok(
        await app.adjustmentService.update(user.organizationId, userId, adjustmentId, request.body),
      );
    },
  );

  app.delete(
    '/api/adjustments/:userId/:adjustmentId',
    {
      schema: {
        tags: ['adjustments'],
        summary: 'Remove an adjustment (admin; kept for the audit trail, out of every figure)',
        params: adjustmentParamsSchema,
        response: {
          200: successEnvelope(deletedSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { userId, adjustmentId } = request.params;
      await authorizeRecord(db, user, 'adjustment.write', userId, findUserResource);
      return ok(
        await app.adjustmentService.remove(user.organizationId, userId, adjustmentId, user.userId),
      );
    },
  );
};
