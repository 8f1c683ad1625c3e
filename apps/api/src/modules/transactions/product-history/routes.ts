import { commissionHistorySchema, idParamsSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../route-responses.ts';
import { dashboardViewer, productDashboard } from '../../dashboard-owners.ts';

/**
 * `GET /api/transactions/product-history/:id`: a product's commission chart as the viewer sees
 * it, authorized and scoped like its metrics. A person's is `/history/:id`, in history/.
 */
export const productCommissionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/transactions/product-history/:id',
    {
      // The last twelve months end with the organization's current one.
      config: { share: true, readCache: 'day', apiKey: 'records:read' },
      schema: {
        tags: ['metrics'],
        summary: `${productDashboard.who} commission per month, the last 12 months`,
        params: idParamsSchema,
        response: {
          200: successEnvelope(commissionHistorySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await dashboardViewer(app, productDashboard, id, request.principal);
      return ok(await app.metricsService.history(viewer, productDashboard.subject(id)));
    },
  );
};
