import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personDashboard, productDashboard } from '../dashboard-owners.ts';
import { appointmentDownload, downloadRoute } from '../sales-lists/download-route.ts';
import { appointmentList, listRoute } from '../sales-lists/list-route.ts';

/** A dashboard's appointments table, a page at a time, and its rows of a range as a CSV file. */
export const appointmentTableRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, '/api/appointments/users/:id', personDashboard, appointmentList);
  listRoute(app, '/api/appointments/products/:id', productDashboard, appointmentList);
  downloadRoute(app, '/api/appointments/users/:id/download', personDashboard, appointmentDownload);
  downloadRoute(
    app,
    '/api/appointments/products/:id/download',
    productDashboard,
    appointmentDownload,
  );
};
