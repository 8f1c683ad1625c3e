import type {
  AuditEvent,
  AuditEventDownloadQuery,
  AuditEventList,
  AuditEventListQuery,
} from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { intOrNull, isoInstant, rowsOf } from '../../db/rows-of.ts';
import { organizationTimezone } from '../../domain/organization-timezone.ts';
import { pageOf, type PageParts } from '../sales-lists/table-page.ts';
import { displayNameSql } from '../../domain/display-name-sql.ts';
import { entityNameSql } from './entity-name-sql.ts';

export type AuditEventService = {
  /** One page of the organization's audit log, newest first unless asked otherwise. */
  page(organizationId: number, query: AuditEventListQuery): Promise<AuditEventList>;
  /** Every row the filters match, in the table's order, read in batches. */
  each(organizationId: number, query: AuditEventDownloadQuery): AsyncIterable<AuditEvent>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    auditEventService: AuditEventService;
  }
}

/** Rows a download reads at once: a batch of JSON snapshots stays a few MB at most. */
const downloadBatch = 500;

const select = sql`SELECT e.audit_event_id, e.created_at, e.actor_user_id,
  CASE WHEN u.user_id IS NULL THEN NULL ELSE ${displayNameSql(sql`u`)} END AS actor_name,
  e.action, e.entity_type, e.entity_id, ${entityNameSql} AS entity_name,
  e.before, e.after, e.request_id`;

// The actor's name only from their own organization: ids are not trusted across it.
const from = sql`FROM audit_events e LEFT JOIN users u
  ON u.user_id = e.actor_user_id AND u.organization_id = e.organization_id`;

type Raw = Record<string, unknown>;

const snapshot = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

function toAuditEvent(row: Raw): AuditEvent {
  return {
    audit_event_id: Number(row['audit_event_id']),
    created_at: isoInstant(row['created_at']),
    actor_user_id: intOrNull(row['actor_user_id']),
    actor_name: row['actor_name'] == null ? null : String(row['actor_name']),
    action: String(row['action']),
    entity_type: String(row['entity_type']),
    entity_id: String(row['entity_id']),
    entity_name: row['entity_name'] == null ? null : String(row['entity_name']),
    before: snapshot(row['before']),
    after: snapshot(row['after']),
    request_id: row['request_id'] == null ? null : String(row['request_id']),
  };
}

/** Whether any field of a before or after snapshot holds a value `like` matches. */
const valueMatches = (snapshotColumn: SQL, like: string): SQL =>
  sql`EXISTS (SELECT 1 FROM jsonb_each_text(CASE WHEN jsonb_typeof(${snapshotColumn}) = 'object'
    THEN ${snapshotColumn} ELSE '{}'::jsonb END) AS kept(field, value) WHERE kept.value ILIKE ${like})`;

/** The filters as SQL; the day range is the organization's calendar days. */
async function whereOf(
  db: Db,
  organizationId: number,
  query: AuditEventDownloadQuery,
): Promise<SQL> {
  const parts: SQL[] = [sql`e.organization_id = ${organizationId}`];
  if (query.actor !== undefined) parts.push(sql`e.actor_user_id = ${query.actor}`);
  if (query.action !== undefined) parts.push(sql`e.action = ${query.action}`);
  if (query.entity_type !== undefined) parts.push(sql`e.entity_type = ${query.entity_type}`);
  if (query.entity_id !== undefined) parts.push(sql`e.entity_id = ${query.entity_id}`);
  if (query.startDate !== undefined && query.endDate !== undefined) {
    const timezone = await organizationTimezone(db, organizationId);
    // Bounds as instants, so the (organization, created_at) index serves the range.
    parts.push(sql`e.created_at >= (${query.startDate}::date::timestamp AT TIME ZONE ${timezone})
      AND e.created_at < ((${query.endDate}::date + 1)::timestamp AT TIME ZONE ${timezone})`);
  }
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    // The record's name and the values it held match too: an admin searches for
    // "VIP Coaching" or an amount, not for an id they have never seen.
    parts.push(sql`(e.action ILIKE ${like} OR e.entity_type ILIKE ${like}
      OR e.entity_id = ${query.search} OR ${displayNameSql(sql`u`)} ILIKE ${like}
      OR ${entityNameSql} ILIKE ${like}
      OR ${valueMatches(sql`e.before`, like)} OR ${valueMatches(sql`e.after`, like)})`);
  }
  return sql.join(parts, sql` AND `);
}

function orderOf(query: AuditEventDownloadQuery): SQL {
  return query.sortOrder === 'asc'
    ? sql`e.created_at ASC, e.audit_event_id ASC`
    : sql`e.created_at DESC, e.audit_event_id DESC`;
}

/** Creates the audit log's reader: the API never writes it except through recordAudit. */
export function createAuditEventService(database: Database): AuditEventService {
  const { db } = database;

  async function partsOf(
    organizationId: number,
    query: AuditEventDownloadQuery,
  ): Promise<PageParts> {
    return {
      select,
      from,
      where: await whereOf(db, organizationId, query),
      orderBy: orderOf(query),
      id: sql`e.audit_event_id`,
    };
  }

  return {
    async page(organizationId, query) {
      const parts = await partsOf(organizationId, query);
      const { rows, pagination } = await pageOf<Raw>(db, parts, query, null);
      return { auditEvents: rows.map(toAuditEvent), pagination };
    },

    async *each(organizationId, query) {
      const parts = await partsOf(organizationId, query);
      // 8 bytes an id for the whole download; the rows themselves come a batch at a time.
      const ids = Float64Array.from(
        await rowsOf<{ id: unknown }>(
          db,
          sql`SELECT e.audit_event_id AS id ${parts.from} WHERE ${parts.where} ORDER BY ${parts.orderBy}`,
        ),
        (row) => Number(row.id),
      );
      for (let start = 0; start < ids.length; start += downloadBatch) {
        const batch = `{${ids.subarray(start, start + downloadBatch).join(',')}}`;
        const rows = await rowsOf<Raw>(
          db,
          sql`${parts.select} ${parts.from} WHERE e.audit_event_id = ANY(${batch}::bigint[])
            ORDER BY ${parts.orderBy}`,
        );
        for (const row of rows) yield toAuditEvent(row);
      }
    },
  };
}

/** Decorates `auditEventService`. */
export const auditEventServicePlugin = fp(
  async (app) => {
    app.decorate('auditEventService', createAuditEventService(app.db));
  },
  { name: 'audit-event-service', dependencies: ['db'] },
);
