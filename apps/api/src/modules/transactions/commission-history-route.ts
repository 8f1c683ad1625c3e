import { commissionHistorySchema, idParamsSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unreadByMoneyAnswers } from '../../plugins/read-cache-unread.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { dashboardViewer, type DashboardOwner } from '../dashboard-owners.ts';

/**
 * Declares a dashboard's commission chart at `path` for `owner` (a person or a product):
 * authorized and scoped like that dashboard's metrics. `history/` and `product-history/` each
 * declare theirs with it (as the tables use sales-lists' listRoute), so each URL lives in the folder it names (docs/architecture.md,
 * "URL → module").
 */
export function commissionHistoryRoute(
  app: FastifyInstance,
  path: string,
  owner: DashboardOwner,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      // The last twelve months end with the organization's current one.
      config: {
        share: true,
        readCache: 'day',
        readCacheUnread: unreadByMoneyAnswers,
        apiKey: 'records:read',
      },
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
