import {
  auditEventDownloadQuerySchema,
  auditEventListQuerySchema,
  auditEventListSchema,
  successEnvelope,
  type AuditEvent,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { csvStream, type CsvCell } from '../sales-lists/csv.ts';
import { startedRows } from '../sales-lists/download-route.ts';

const csvHeader = [
  'Time (UTC)',
  'Actor ID',
  'Actor',
  'Action',
  'Entity type',
  'Entity ID',
  'Entity name',
  'Before',
  'After',
  'Request ID',
] as const;

const json = (value: unknown): CsvCell => (value === null ? null : JSON.stringify(value));

async function* csvCells(events: AsyncIterable<AuditEvent>): AsyncGenerator<CsvCell[]> {
  for await (const event of events) {
    yield [
      event.created_at,
      event.actor_user_id,
      event.actor_name,
      event.action,
      event.entity_type,
      event.entity_id,
      event.entity_name,
      json(event.before),
      json(event.after),
      event.request_id,
    ];
  }
}

/** The log is the organization's and shows every record's before and after: admins only. */
function authorizeAuditRead(user: UserPrincipal): void {
  authorize(user, 'audit.read', { kind: 'organization', organizationId: user.organizationId });
}

/**
 * The audit log (docs/decisions/0045-audit-log.md): a filtered page of it, and every row of the
 * same filters as CSV. Reads only: no route changes or removes an audit row.
 */
export const auditEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-events',
    {
      // A search reads the whole log of the range: it takes its turn among expensive reads.
      config: {
        fairRead: (request) => typeof (request.query as { search?: unknown }).search === 'string',
      },
      schema: {
        tags: ['audit-events'],
        summary:
          'A page of the organization’s audit log: who changed what, before and after (admin)',
        querystring: auditEventListQuerySchema,
        response: {
          200: successEnvelope(auditEventListSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorizeAuditRead(user);
      return ok(await app.auditEventService.page(user.organizationId, request.query));
    },
  );

  app.get(
    '/api/audit-events/download',
    {
      config: { fairRead: true },
      schema: {
        tags: ['audit-events'],
        summary: 'The audit log rows of the same filters as a CSV file (admin)',
        querystring: auditEventDownloadQuerySchema,
        response: {
          200: z.string(),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      authorizeAuditRead(user);
      const { query } = request;
      const rows = await startedRows(
        csvCells(app.auditEventService.each(user.organizationId, query)),
        reply,
      );
      const range =
        query.startDate === undefined ? 'all' : `${query.startDate}_${query.endDate ?? ''}`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${range}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (no serializer); the 200 schema documents the text.
          .send(csvStream(csvHeader, rows) as unknown as string)
      );
    },
  );
};
