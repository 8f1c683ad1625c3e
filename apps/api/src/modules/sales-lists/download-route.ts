import {
  appointmentDownloadQuerySchema,
  idParamsSchema,
  outboundRecordDownloadQuerySchema,
  transactionDownloadQuerySchema,
} from '@salesdash/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { dashboardViewer, type DashboardOwner, type DashboardViewer } from '../dashboard-owners.ts';
import type { ScopeSubject } from '../../domain/metrics/index.ts';
import { organizationTimezone } from '../../domain/organization-timezone.ts';
import { errorResponses } from '../route-responses.ts';
import {
  appointmentCsv,
  outboundRecordCsv,
  personTransactionCsv,
  transactionCsv,
  type CsvColumns,
} from './csv-columns.ts';
import { csvStream, type CsvCell } from './csv.ts';

/** The 200 of a download in the OpenAPI document: CSV text. */
const csvFileSchema = z.string();

type Range = { startDate: string; endDate: string };

/** One table's download: its name, query schema, header and CSV lines. */
export type Download = {
  resource: 'transactions' | 'appointments' | 'outbound-records';
  querystring: z.ZodMiniType<Range>;
  header: (subject: ScopeSubject) => readonly string[];
  lines: (
    app: FastifyInstance,
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: Range,
    timezone: string,
  ) => AsyncIterable<CsvCell[]>;
};

async function* cellsOf<TRow>(
  rows: AsyncIterable<TRow>,
  columns: CsvColumns<TRow>,
  timezone: string,
): AsyncGenerator<CsvCell[]> {
  for await (const row of rows) yield columns.cells(row, timezone);
}

/** A download from a table's typed query, rows and columns. */
function download<Q extends Range, TRow>(spec: {
  resource: Download['resource'];
  querystring: z.ZodMiniType<Q>;
  rows: (
    app: FastifyInstance,
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: Q,
  ) => AsyncIterable<TRow>;
  columns: CsvColumns<TRow>;
  /** A person's download, when it has columns of its own. */
  personColumns?: CsvColumns<TRow>;
}): Download {
  const columnsOf = (subject: ScopeSubject) =>
    subject.kind === 'user' ? (spec.personColumns ?? spec.columns) : spec.columns;
  return {
    resource: spec.resource,
    querystring: spec.querystring,
    header: (subject) => columnsOf(subject).header,
    // The route validated the query with this download's own schema: it is a Q.
    lines: (app, viewer, subject, query, timezone) =>
      cellsOf(spec.rows(app, viewer, subject, query as Q), columnsOf(subject), timezone),
  };
}

/** The transactions table's download (a person's has columns of their own). */
export const transactionDownload = download({
  resource: 'transactions',
  querystring: transactionDownloadQuerySchema,
  rows: (app, viewer, subject, query) =>
    app.salesListService.eachTransaction(viewer, subject, query),
  columns: transactionCsv,
  personColumns: personTransactionCsv,
});

/** The appointments table's download. */
export const appointmentDownload = download({
  resource: 'appointments',
  querystring: appointmentDownloadQuerySchema,
  rows: (app, viewer, subject, query) =>
    app.salesListService.eachAppointment(viewer, subject, query),
  columns: appointmentCsv,
});

/** The outbound records table's download. */
export const outboundRecordDownload = download({
  resource: 'outbound-records',
  querystring: outboundRecordDownloadQuerySchema,
  rows: (app, viewer, subject, query) =>
    app.salesListService.eachOutboundRecord(viewer, subject, query),
  columns: outboundRecordCsv,
});

/**
 * The rows of a download once its first one is read. A failure before it (the range's query)
 * is the route's error, answered in the envelope; one after the first byte destroys the
 * connection, so the browser reports a failed download instead of saving a short file that
 * looks complete. Letting the stream error reach Fastify is not enough: while the
 * compressor still holds every byte, it answers a complete 500 outside the envelope.
 */
export async function startedRows<T>(
  rows: AsyncIterable<T>,
  reply: FastifyReply,
): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rest(): AsyncGenerator<T> {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } catch (error) {
      reply.log.error({ err: error }, 'download failed after it started');
      reply.raw.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await iterator.return?.();
    }
  }
  return rest();
}

/**
 * Registers `GET <path>` (`/api/transactions/users/:id/download`…): a table's rows for a range
 * as CSV (RFC 4180, UTF-8 with BOM, formula-safe), streamed, with the list's search, sort and
 * filters and its access and scope (share links read them).
 */
export function downloadRoute(
  app: FastifyInstance,
  path: string,
  owner: DashboardOwner,
  spec: Download,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: { share: true, fairRead: true, apiKey: 'records:read' },
      schema: {
        tags: ['sales-lists'],
        summary: `${owner.who} ${spec.resource.replace('-', ' ')} of a range as a CSV file`,
        params: idParamsSchema,
        querystring: spec.querystring,
        response: {
          200: csvFileSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await dashboardViewer(app, owner, id, request.principal);
      const timezone = await organizationTimezone(app.db.db, viewer.organizationId);
      const { query } = request;
      const subject = owner.subject(id);
      const lines = await startedRows(spec.lines(app, viewer, subject, query, timezone), reply);
      const fileName = `${spec.resource}-${subject.kind}-${id}-${query.startDate}_${query.endDate}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (no serializer); the 200 schema documents the text.
          .send(csvStream(spec.header(subject), lines) as unknown as string)
      );
    },
  );
}
