import type {
  AppointmentListQuery,
  OutboundRecordListQuery,
  TransactionListQuery,
} from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { transactionStatuses, transactionTypes } from '../../db/schema/transactions.ts';
import {
  scopeOnProduct,
  type MetricsScope,
  counted,
  scopeFilter,
  type ScopeFilter,
  callDays,
} from '../../domain/metrics/index.ts';
import type { PageCount } from './table-page.ts';

/*
 * The `totalCount` of a table page from the per-day rollups
 * (docs/decisions/0017-team-calls-and-table-pages.md): a few hundred rollup rows for a year instead of every record of it. Each is
 * null when the rollups cannot say (a search, or a product filter outside the scope's product):
 * the page then counts its rows in the same pass as it orders them.
 */

type Counted = { search?: string | undefined; product?: number | undefined };
type Days = { startDate?: string | undefined; endDate?: string | undefined };

/** The scope's filter on the rollups, narrowed by the table's product filter. */
function rollupScope(scope: MetricsScope, query: Counted): ScopeFilter | null {
  if (query.search) return null;
  const narrowed = query.product === undefined ? scope : scopeOnProduct(scope, query.product);
  return narrowed && scopeFilter(narrowed);
}

/** Rollup days within the table's range: local dates, as the rows' local midnights select. */
const within =
  ({ startDate, endDate }: Days) =>
  (day: SQL): SQL =>
    startDate === undefined || endDate === undefined
      ? sql`TRUE`
      : sql`${day} BETWEEN ${startDate}::date AND ${endDate}::date`;

/**
 * Not deleted transactions of the scope, by status and type (`transaction_count_rollups`), per
 * day: a page in `transaction_date` order starts at the day of its first row.
 */
export function transactionCount(
  scope: MetricsScope,
  query: TransactionListQuery,
): PageCount | null {
  const filter = rollupScope(scope, query);
  if (!filter) return null;
  const columns = transactionStatuses
    .filter((status) => (query.transaction_status ?? status) === status)
    .flatMap((status) =>
      transactionTypes
        .filter((type) => (query.transaction_type ?? type) === type)
        .map((type) => `r.${status}_${type === 'new' ? 'new' : 'plan'}`),
    );
  const byDate = (query.sortField ?? 'transaction_date') === 'transaction_date';
  return {
    // Column names from the two enums above, never from the request.
    counts: sql`SELECT r.day::text AS day, sum(${counted(filter, sql.raw(`(${columns.join(' + ')})`))}) AS n
      FROM transaction_count_rollups r WHERE ${filter.rollups} AND ${within(query)(sql`r.day`)}
      GROUP BY r.day`,
    seek: byDate
      ? { column: sql`t.transaction_date`, descending: query.sortOrder === 'desc' }
      : null,
  };
}

/** A status's calls in `call_rollups`' figures; rescheduled ones are what the others leave. */
const callsOf: Record<NonNullable<AppointmentListQuery['appointment_status']>, string> = {
  scheduled: 'c.scheduled',
  taken: 'c.taken',
  no_show: 'c.no_show',
  cancelled: 'c.cancelled',
  rescheduled: 'c.calls - c.taken - c.no_show - c.cancelled - c.scheduled',
};

/** Calls of the scope, as closer or setter, once each (the metrics' `totalCalls`). */
export function appointmentCount(
  scope: MetricsScope,
  query: AppointmentListQuery,
): PageCount | null {
  const filter = rollupScope(scope, query);
  if (!filter) return null;
  const calls = query.appointment_status ? callsOf[query.appointment_status] : 'c.calls';
  return {
    counts: sql`SELECT NULL AS day, coalesce(sum(${sql.raw(calls)}), 0) AS n
      FROM (${callDays(filter, within(query))}) AS c`,
    seek: null,
  };
}

/** Outbound records of the scope, of one type or both. */
export function outboundCount(
  scope: MetricsScope,
  query: OutboundRecordListQuery,
): PageCount | null {
  const filter = rollupScope(scope, query);
  if (!filter) return null;
  const records =
    query.type === 'message'
      ? 'r.messages'
      : query.type === 'call'
        ? 'r.dials'
        : 'r.messages + r.dials';
  return {
    counts: sql`SELECT NULL AS day, coalesce(sum(${counted(filter, sql.raw(`(${records})`))}), 0) AS n
      FROM outbound_rollups r WHERE ${filter.rollups} AND ${within(query)(sql`r.day`)}`,
    seek: null,
  };
}
