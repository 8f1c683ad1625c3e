import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personDashboard } from '../../dashboard-owners.ts';
import { commissionHistoryRoute } from '../commission-history-route.ts';

/**
 * `GET /api/transactions/history/:id`: a person's commission chart. A product's is
 * `/product-history/:id`, in product-history/.
 */
export const commissionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  commissionHistoryRoute(app, '/api/transactions/history/:id', personDashboard);
};
