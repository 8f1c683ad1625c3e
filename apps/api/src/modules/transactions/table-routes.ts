import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personDashboard, productDashboard } from '../dashboard-owners.ts';
import { transactionDownload, downloadRoute } from '../sales-lists/download-route.ts';
import { transactionList, listRoute } from '../sales-lists/list-route.ts';

/** A dashboard's transactions table, a page at a time, and its rows of a range as a CSV file. */
export const transactionTableRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, '/api/transactions/users/:id', personDashboard, transactionList);
  listRoute(app, '/api/transactions/products/:id', productDashboard, transactionList);
  downloadRoute(app, '/api/transactions/users/:id/download', personDashboard, transactionDownload);
  downloadRoute(
    app,
    '/api/transactions/products/:id/download',
    productDashboard,
    transactionDownload,
  );
};
