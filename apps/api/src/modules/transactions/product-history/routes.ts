import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productDashboard } from '../../dashboard-owners.ts';
import { commissionHistoryRoute } from '../commission-history-route.ts';

/**
 * `GET /api/transactions/product-history/:id`: a product's commission chart as the viewer sees
 * it. A person's is `/history/:id`, in history/.
 */
export const productCommissionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  commissionHistoryRoute(app, '/api/transactions/product-history/:id', productDashboard);
};
