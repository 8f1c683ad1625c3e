import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personDashboard, productDashboard } from '../dashboard-owners.ts';
import { outboundRecordDownload, downloadRoute } from '../sales-lists/download-route.ts';
import { outboundRecordList, listRoute } from '../sales-lists/list-route.ts';

/** A dashboard's outbound records table, a page at a time, and its rows of a range as a CSV file. */
export const outboundRecordTableRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, '/api/outbound-records/users/:id', personDashboard, outboundRecordList);
  listRoute(app, '/api/outbound-records/products/:id', productDashboard, outboundRecordList);
  downloadRoute(
    app,
    '/api/outbound-records/users/:id/download',
    personDashboard,
    outboundRecordDownload,
  );
  downloadRoute(
    app,
    '/api/outbound-records/products/:id/download',
    productDashboard,
    outboundRecordDownload,
  );
};
