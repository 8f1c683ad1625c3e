import {
  idParamsSchema,
  metricsQuerySchema,
  metricsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findProductResource, findUserResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

const responses = {
  200: successEnvelope(metricsSchema),
  ...errorResponses(400, 401, 403, 404),
};

/**
 * `GET /api/metrics/users/:id` and `GET /api/metrics/products/:id` (also with the share link
 * of that person or product). Not read-cached: `notUpdatedCalls` depends on the clock.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metrics/users/:id',
    {
      config: { share: true },
      schema: {
        tags: ['metrics'],
        summary:
          'A person’s metrics for a range and the previous one: themselves, their manager, admins',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: metricsQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { principal } = request;
      await authorizeRecord(app.db.db, principal, 'user-data.read', id, findUserResource);
      const viewer = await app.metricsService.viewerOf(principal);
      return ok(
        await app.metricsService.metrics(viewer, { kind: 'user', userId: id }, request.query),
      );
    },
  );

  app.get(
    '/api/metrics/products/:id',
    {
      config: { share: true },
      schema: {
        tags: ['metrics'],
        summary:
          'A product’s metrics as the viewer sees it: a manager’s team, or the organization for admins',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: metricsQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { principal } = request;
      await authorizeRecord(app.db.db, principal, 'product-data.read', id, findProductResource);
      const viewer = await app.metricsService.viewerOf(principal);
      return ok(
        await app.metricsService.metrics(viewer, { kind: 'product', productId: id }, request.query),
      );
    },
  );
};
