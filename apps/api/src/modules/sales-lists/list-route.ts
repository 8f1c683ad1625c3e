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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { ScopeSubject } from '../../domain/metrics/index.ts';
import { dashboardViewer, type DashboardOwner, type DashboardViewer } from '../dashboard-owners.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * A searched page reads every row of its range to match the text: it takes its turn among the
 * expensive reads (plugins/fair-reads.ts). Other pages seek to their rows through indexes.
 */
const searched = (request: FastifyRequest) =>
  Boolean((request.query as { search?: string }).search);

/** One table of a dashboard: its summary, query and page schemas, and how it reads a page. */
export type TableList = {
  summary: string;
  querystring: z.ZodMiniType;
  page: z.ZodMiniType;
  read: (
    app: FastifyInstance,
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: never,
  ) => Promise<unknown>;
};

/** A table list whose `read` takes exactly what its query schema parses. */
const tableList = <Q>(list: {
  summary: string;
  querystring: z.ZodMiniType<Q>;
  page: z.ZodMiniType;
  read: (
    app: FastifyInstance,
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: Q,
  ) => Promise<unknown>;
}): TableList => list;

export const transactionList = tableList({
  summary: 'transactions, a page at a time (default newest transaction_date first)',
  querystring: transactionListQuerySchema,
  page: transactionListSchema,
  read: (app, viewer, subject, query) => app.salesListService.transactions(viewer, subject, query),
});

export const appointmentList = tableList({
  summary: 'appointments, a page at a time (default newest call_date first)',
  querystring: appointmentListQuerySchema,
  page: appointmentListSchema,
  read: (app, viewer, subject, query) => app.salesListService.appointments(viewer, subject, query),
});

export const outboundRecordList = tableList({
  summary: 'outbound records, a page at a time (default newest created_at first)',
  querystring: outboundRecordListQuerySchema,
  page: outboundRecordListSchema,
  read: (app, viewer, subject, query) =>
    app.salesListService.outboundRecords(viewer, subject, query),
});

/**
 * Registers `GET <path>` (`/api/transactions/users/:id`…): a table of a dashboard, a page at a
 * time, scoped and authorized exactly like its metrics (share links read them).
 */
export function listRoute(
  app: FastifyInstance,
  path: string,
  owner: DashboardOwner,
  list: TableList,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: { share: true, fairRead: searched, apiKey: 'records:read' },
      schema: {
        tags: ['sales-lists'],
        summary: `${owner.who} ${list.summary}`,
        params: idParamsSchema,
        querystring: list.querystring,
        response: {
          200: successEnvelope(list.page),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await dashboardViewer(app, owner, id, request.principal);
      // The route validated the query with this list's own schema: it is what `read` takes.
      return ok(await list.read(app, viewer, owner.subject(id), request.query as never));
    },
  );
}
