import {
  idParamsSchema,
  metricsQuerySchema,
  metricsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../route-responses.ts';
import { dashboardViewer, personDashboard, productDashboard } from '../dashboard-owners.ts';

/**
 * `GET /api/metrics/users/:id` and `GET /api/metrics/products/:id` (also with the share link
 * of that person or product). Read-cached by the day: `notUpdatedCalls` counts the calls of the
 * days before the organization's today.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, owner] of [
    ['/api/metrics/users/:id', personDashboard],
    ['/api/metrics/products/:id', productDashboard],
  ] as const) {
    app.get(
      path,
      {
        config: { share: true, readCache: 'day', apiKey: 'metrics:read' },
        schema: {
          tags: ['metrics'],
          summary: `${owner.who} metrics for a range and the previous one`,
          params: idParamsSchema,
          querystring: metricsQuerySchema,
          response: {
            200: successEnvelope(metricsSchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const viewer = await dashboardViewer(app, owner, id, request.principal);
        return ok(await app.metricsService.metrics(viewer, owner.subject(id), request.query));
      },
    );
  }
};
