import { commissionHistorySchema, idParamsSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../route-responses.ts';
import { dashboardViewer, personDashboard } from '../../dashboard-owners.ts';

/**
 * `GET /api/transactions/history/:id`: a person's commission chart, authorized and scoped like
 * their metrics. A product's is `/product-history/:id`, in product-history/.
 */
export const commissionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/transactions/history/:id',
    {
      // The last twelve months end with the organization's current one.
      config: { share: true, readCache: 'day', apiKey: 'records:read' },
      schema: {
        tags: ['metrics'],
        summary: `${personDashboard.who} commission per month, the last 12 months`,
        params: idParamsSchema,
        response: {
          200: successEnvelope(commissionHistorySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await dashboardViewer(app, personDashboard, id, request.principal);
      return ok(await app.metricsService.history(viewer, personDashboard.subject(id)));
    },
  );
};
