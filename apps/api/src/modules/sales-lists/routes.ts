import {
  appointmentListQuerySchema,
  appointmentListSchema,
  idParamsSchema,
  outboundRecordListQuerySchema,
  outboundRecordListSchema,
  successEnvelope,
  transactionListQuerySchema,
  transactionListSchema,
} from '@salesdash/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardOwners, dashboardViewer } from '../dashboard-owners.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * A searched page reads every row of its range to match the text: it takes its turn among the
 * expensive reads (plugins/fair-reads.ts). Other pages seek to their rows through indexes.
 */
const searched = (request: FastifyRequest) =>
  Boolean((request.query as { search?: string }).search);

/**
 * `GET /api/{transactions,appointments,outbound-records}/{users,products}/:id`: the tables
 * of a dashboard, scoped and authorized exactly like its metrics (share links read them).
 */
export const salesListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const owner of dashboardOwners) {
    const common = (summary: string) => ({
      tags: ['sales-lists'],
      summary: `${owner.who} ${summary}`,
      security: [{ bearerAuth: [] }],
      params: idParamsSchema,
    });

    app.get(
      `/api/transactions/${owner.segment}/:id`,
      {
        config: { share: true, fairRead: searched },
        schema: {
          ...common('transactions, a page at a time (default newest transaction_date first)'),
          querystring: transactionListQuerySchema,
          response: {
            200: successEnvelope(transactionListSchema),
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const viewer = await dashboardViewer(app, owner, id, request.principal);
        return ok(
          await app.salesListService.transactions(viewer, owner.subject(id), request.query),
        );
      },
    );

    app.get(
      `/api/appointments/${owner.segment}/:id`,
      {
        config: { share: true, fairRead: searched },
        schema: {
          ...common('appointments, a page at a time (default newest call_date first)'),
          querystring: appointmentListQuerySchema,
          response: {
            200: successEnvelope(appointmentListSchema),
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const viewer = await dashboardViewer(app, owner, id, request.principal);
        return ok(
          await app.salesListService.appointments(viewer, owner.subject(id), request.query),
        );
      },
    );

    app.get(
      `/api/outbound-records/${owner.segment}/:id`,
      {
        config: { share: true, fairRead: searched },
        schema: {
          ...common('outbound records, a page at a time (default newest created_at first)'),
          querystring: outboundRecordListQuerySchema,
          response: {
            200: successEnvelope(outboundRecordListSchema),
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const viewer = await dashboardViewer(app, owner, id, request.principal);
        return ok(
          await app.salesListService.outboundRecords(viewer, owner.subject(id), request.query),
        );
      },
    );
  }
};
