import { commissionHistorySchema, idParamsSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../route-responses.ts';
import { dashboardViewer, personDashboard, productDashboard } from '../../dashboard-owners.ts';

/**
 * `GET /api/transactions/history/:id` (a person) and `/product-history/:id` (a product, as the
 * viewer sees it): the commission chart of a dashboard, authorized and scoped like its metrics.
 */
export const commissionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, owner] of [
    ['/api/transactions/history/:id', personDashboard],
    ['/api/transactions/product-history/:id', productDashboard],
  ] as const) {
    app.get(
      path,
      {
        // The last twelve months end with the organization's current one.
        config: { share: true, readCache: 'day', apiKey: 'records:read' },
        schema: {
          tags: ['metrics'],
          summary: `${owner.who} commission per month, the last 12 months`,
          params: idParamsSchema,
          response: {
            200: successEnvelope(commissionHistorySchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const viewer = await dashboardViewer(app, owner, id, request.principal);
        return ok(await app.metricsService.history(viewer, owner.subject(id)));
      },
    );
  }
};
