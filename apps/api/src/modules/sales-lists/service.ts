import type {
  AppointmentDownloadQuery,
  AppointmentList,
  AppointmentListQuery,
  AppointmentRow,
  DealPositionFilter,
  OutboundRecordDownloadQuery,
  OutboundRecordList,
  OutboundRecordListQuery,
  OutboundRecordRow,
  TransactionDownloadQuery,
  TransactionList,
  TransactionListQuery,
  TransactionListRow,
  TransactionTotals,
} from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { rolePositionSql } from '../../domain/money/index.ts';
import type { DashboardViewer } from '../dashboard-owners.ts';
import {
  metricsScopeOf,
  type MetricsScope,
  type ScopeSubject,
  rangeBounds,
  intArray,
  scopeFilter,
} from '../../domain/metrics/index.ts';
import { organizationTimezone } from '../../domain/organization-timezone.ts';
import { appointmentColumnsSql, toAppointmentRow } from './appointment-columns.ts';
import {
  nameSort,
  searchedColumns,
  shownAs,
  withoutCustomerDetails,
  withoutLeadDetails,
} from './customer-details.ts';
import { appointmentCount, outboundCount, transactionCount } from './list-counts.ts';
import { dollars, intOrNull, isoInstant, rowsOf } from '../../db/rows-of.ts';
import { allOf, containsPattern } from '../../db/sql-conditions.ts';
import { paidColumnSql, personColumnsSql, positionFilter } from './position-filter.ts';
import { pageOf, type PageCount, type PageParts } from './table-page.ts';
import { toTransactionRow, transactionColumnsSql } from './transaction-columns.ts';

/**
 * The transaction, appointment and outbound lists of a person's or a product's dashboard.
 * Their rows are chosen by the metrics scope builder and the metrics' own range rules
 * (calendar dates as they are, timestamps against the organization's local midnights), so
 * the approved rows of a list add up to the metrics of the same scope and range. Customers and
 * leads appear as the viewer's `customerDetails` say (customer-details.ts), in pages and
 * downloads alike.
 */
export type SalesListService = {
  transactions(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: TransactionListQuery,
  ): Promise<TransactionList>;
  appointments(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: AppointmentListQuery,
  ): Promise<AppointmentList>;
  outboundRecords(
    viewer: UserPrincipal,
    subject: ScopeSubject,
    query: OutboundRecordListQuery,
  ): Promise<OutboundRecordList>;
  /**
   * Every row of a table's query, in its order, for a download: the ids are read first (one
   * consistent set), then the rows in batches, so memory holds a batch, not the table.
   */
  eachTransaction(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: TransactionDownloadQuery,
  ): AsyncIterable<TransactionListRow>;
  eachAppointment(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: AppointmentDownloadQuery,
  ): AsyncIterable<AppointmentRow>;
  eachOutboundRecord(
    viewer: UserPrincipal,
    subject: ScopeSubject,
    query: OutboundRecordDownloadQuery,
  ): AsyncIterable<OutboundRecordRow>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    salesListService: SalesListService;
  }
}

const transactionSorts: Record<string, SQL> = {
  transaction_date: sql`t.transaction_date`,
  amount: sql`t.amount_cents`,
  contract_value: sql`t.contract_value_cents`,
  customer_name: sql`t.customer_name`,
  transaction_status: sql`t.transaction_status`,
  transaction_type: sql`t.transaction_type`,
  created_at: sql`t.created_at`,
};
const appointmentSorts: Record<string, SQL> = {
  call_date: sql`a.call_date`,
  lead_name: sql`a.lead_name`,
  appointment_status: sql`a.appointment_status`,
  created_at: sql`a.created_at`,
};
const outboundSorts: Record<string, SQL> = {
  created_at: sql`o.created_at`,
  type: sql`o.type`,
  duration_seconds: sql`o.duration_seconds`,
};

/** `column` in the chosen direction, then the id the same way: a stable order for paging. */
function orderOf(
  sorts: Record<string, SQL>,
  field: string | undefined,
  fallback: string,
  id: SQL,
  order: 'asc' | 'desc',
): SQL {
  const column = sorts[field ?? fallback] ?? sorts[fallback] ?? id;
  const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`${column} ${direction}, ${id} ${direction}`;
}

type Raw = Record<string, unknown>;

/**
 * A table's query, whatever page of it is read: its rows, filter, order (the id column is its
 * tiebreak and the key of download batches) and row shape.
 */
type ListPlan<TRow> = PageParts & {
  /** The scope the rows are chosen by, which also chooses the rollups a page's count reads. */
  scope: MetricsScope;
  toRow: (raw: Raw) => TRow;
};

/** A transaction list's plan, with the person it is of (null: a product's) and their position. */
type TransactionPlan = ListPlan<TransactionListRow> & {
  person: number | null;
  position: DealPositionFilter | null;
};

/** Rows a download reads at a time. */
const downloadBatch = 1_000;

/** Creates the list service. */
export function createSalesListService(database: Database): SalesListService {
  const { db } = database;

  /** Timestamp `column` within the day range of `query` in the organization's timezone. */
  async function instantsWithin(
    viewer: UserPrincipal,
    column: SQL,
    query: { startDate?: string | undefined; endDate?: string | undefined },
  ): Promise<SQL[]> {
    if (query.startDate === undefined || query.endDate === undefined) return [];
    const bounds = rangeBounds(
      { startDate: query.startDate, endDate: query.endDate },
      await organizationTimezone(db, viewer.organizationId),
    );
    return [
      sql`${column} >= ${bounds.from}::timestamptz AND ${column} < ${bounds.to}::timestamptz`,
    ];
  }

  const searching = (search: string | undefined, columns: SQL[]): SQL[] => {
    if (!search) return [];
    const pattern = containsPattern(search);
    return [
      sql`(${sql.join(
        columns.map((column) => sql`${column} ILIKE ${pattern} ESCAPE '\\'`),
        sql` OR `,
      )})`,
    ];
  };

  /** The position a person's list asks for, `role` (and absent: closer) resolved. */
  async function positionOf(
    viewer: UserPrincipal,
    userId: number,
    asked: TransactionListQuery['position'],
  ): Promise<DealPositionFilter> {
    if (asked !== 'role') return asked ?? 'closer';
    const [found] = await rowsOf<{ position: string | null }>(
      db,
      sql`SELECT ${rolePositionSql(sql`${userId}::int`, viewer.organizationId)} AS position`,
    );
    return found?.position === 'setter' ? 'setter' : 'closer';
  }

  async function transactionPlan(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: TransactionDownloadQuery | TransactionListQuery,
  ): Promise<TransactionPlan> {
    const scope = metricsScopeOf(viewer, subject);
    // A person's list chooses their deals by position; a product's keeps the closer's scope.
    const person = subject.kind === 'user' ? subject.userId : null;
    const position = person === null ? null : await positionOf(viewer, person, query.position);
    const conditions: SQL[] = [
      person !== null && position !== null && position !== 'closer'
        ? positionFilter(viewer.organizationId, person, position)
        : scopeFilter(scope).transactions,
    ];
    if (query.startDate !== undefined && query.endDate !== undefined) {
      conditions.push(
        sql`t.transaction_date BETWEEN ${query.startDate}::date AND ${query.endDate}::date`,
      );
    }
    if (query.transaction_status) {
      conditions.push(sql`t.transaction_status = ${query.transaction_status}`);
    }
    if (query.transaction_type)
      conditions.push(sql`t.transaction_type = ${query.transaction_type}`);
    if (query.product !== undefined) conditions.push(sql`t.product_id = ${query.product}`);
    const details = viewer.customerDetails;
    conditions.push(
      ...searching(
        query.search,
        searchedColumns(details, {
          full: [sql`t.customer_name`, sql`t.customer_email`, sql`t.notes`, sql`p.name`],
          hidden: [sql`p.name`],
        }),
      ),
    );
    const id = sql`t.transaction_id`;
    const sorts = { ...transactionSorts, customer_name: nameSort(details, sql`t.customer_name`) };
    const personColumns =
      person === null ? sql`NULL AS paid_as, NULL AS own_cents` : personColumnsSql(person);
    return {
      scope,
      person,
      position,
      select: sql`SELECT ${transactionColumnsSql}, ${paidColumnSql}, ${personColumns}`,
      from: sql`FROM transactions t JOIN products p ON p.product_id = t.product_id`,
      where: allOf(conditions),
      orderBy: orderOf(sorts, query.sortField, 'transaction_date', id, query.sortOrder),
      id,
      toRow: shownAs(
        details,
        (row): TransactionListRow => ({
          ...toTransactionRow(row),
          paid_commission: row['paid_cents'] == null ? null : dollars(row['paid_cents']),
          as: row['paid_as'] == null ? null : row['paid_as'] === 'setter' ? 'setter' : 'closer',
          own_commission: row['own_cents'] == null ? null : dollars(row['own_cents']),
        }),
        withoutCustomerDetails,
      ),
    };
  }

  /** What every row of a person's list adds up to: count, cash and their own commission. */
  async function totalsOf(plan: TransactionPlan): Promise<TransactionTotals | null> {
    if (plan.person === null) return null;
    const [row] = await rowsOf<Raw>(
      db,
      sql`SELECT count(*) AS n, coalesce(sum(t.amount_cents), 0)::text AS cash,
          coalesce(sum(own.cents), 0)::text AS own
        ${plan.from}
        LEFT JOIN LATERAL (SELECT sum(s.amount_cents) AS cents FROM commission_splits s
          WHERE s.transaction_id = t.transaction_id AND s.user_id = ${plan.person}) AS own ON TRUE
        WHERE ${plan.where}`,
    );
    return {
      count: Number(row?.['n'] ?? 0),
      amount: dollars(row?.['cash'] ?? 0),
      own_commission: dollars(row?.['own'] ?? 0),
    };
  }

  async function appointmentPlan(
    viewer: DashboardViewer,
    subject: ScopeSubject,
    query: AppointmentDownloadQuery | AppointmentListQuery,
  ): Promise<ListPlan<AppointmentRow>> {
    const scope = metricsScopeOf(viewer, subject);
    const conditions: SQL[] = [
      scopeFilter(scope).appointments,
      ...(await instantsWithin(viewer, sql`a.call_date`, query)),
    ];
    if (query.appointment_status) {
      conditions.push(sql`a.appointment_status = ${query.appointment_status}`);
    }
    if (query.product !== undefined) conditions.push(sql`a.product_id = ${query.product}`);
    const details = viewer.customerDetails;
    conditions.push(
      ...searching(
        query.search,
        searchedColumns(details, {
          full: [sql`a.lead_name`, sql`a.lead_email`, sql`p.name`],
          hidden: [sql`p.name`],
        }),
      ),
    );
    const id = sql`a.appointment_id`;
    const sorts = { ...appointmentSorts, lead_name: nameSort(details, sql`a.lead_name`) };
    return {
      scope,
      select: sql`SELECT ${appointmentColumnsSql}`,
      from: sql`FROM appointments a JOIN products p ON p.product_id = a.product_id`,
      where: allOf(conditions),
      orderBy: orderOf(sorts, query.sortField, 'call_date', id, query.sortOrder),
      id,
      toRow: shownAs(details, toAppointmentRow, withoutLeadDetails),
    };
  }

  async function outboundPlan(
    viewer: UserPrincipal,
    subject: ScopeSubject,
    query: OutboundRecordDownloadQuery | OutboundRecordListQuery,
  ): Promise<ListPlan<OutboundRecordRow>> {
    const scope = metricsScopeOf(viewer, subject);
    const conditions: SQL[] = [
      scopeFilter(scope).outbound,
      ...(await instantsWithin(viewer, sql`o.created_at`, query)),
    ];
    if (query.type) conditions.push(sql`o.type = ${query.type}`);
    if (query.product !== undefined) conditions.push(sql`o.product_id = ${query.product}`);
    conditions.push(...searching(query.search, [sql`o.type`, sql`p.name`]));
    const id = sql`o.outbound_record_id`;
    return {
      scope,
      select: sql`SELECT o.outbound_record_id, o.user_id, o.product_id, p.name AS product_name,
        o.type, o.answered, o.duration_seconds, o.created_at`,
      from: sql`FROM outbound_records o LEFT JOIN products p ON p.product_id = o.product_id`,
      where: allOf(conditions),
      orderBy: orderOf(outboundSorts, query.sortField, 'created_at', id, query.sortOrder),
      id,
      toRow: (row) => ({
        outbound_record_id: Number(row.outbound_record_id),
        user_id: Number(row.user_id),
        product_id: intOrNull(row.product_id),
        product_name: row.product_name == null ? null : String(row.product_name),
        type: row.type as OutboundRecordRow['type'],
        answered: Boolean(row.answered),
        duration_seconds: Number(row.duration_seconds),
        created_at: isoInstant(row.created_at),
      }),
    };
  }

  async function pageByPlan<TRow>(
    plan: ListPlan<TRow>,
    query: { page: number; limit: number },
    count: (scope: MetricsScope) => PageCount | null,
  ) {
    const { rows, pagination } = await pageOf<Raw>(db, plan, query, count(plan.scope));
    return { rows: rows.map(plan.toRow), pagination };
  }

  async function* eachRow<TRow>(plan: ListPlan<TRow>): AsyncGenerator<TRow> {
    // 4 bytes an id for the whole download; the driver's row objects (~75 bytes each) are
    // garbage as soon as they are copied.
    const ids = Int32Array.from(
      await rowsOf<{ id: number }>(
        db,
        sql`SELECT ${plan.id} AS id ${plan.from} WHERE ${plan.where} ORDER BY ${plan.orderBy}`,
      ),
      (row) => Number(row.id),
    );
    for (let start = 0; start < ids.length; start += downloadBatch) {
      const batch = intArray(ids.subarray(start, start + downloadBatch));
      const rows = await rowsOf<Raw>(
        db,
        sql`${plan.select} ${plan.from} WHERE ${plan.id} = ANY(${batch}) ORDER BY ${plan.orderBy}`,
      );
      for (const row of rows) yield plan.toRow(row);
    }
  }

  return {
    async transactions(viewer, subject, query) {
      const plan = await transactionPlan(viewer, subject, query);
      const [{ rows, pagination }, totals] = await Promise.all([
        // The rollups count a closer's deals only: other positions count their rows.
        pageByPlan(plan, query, (scope) =>
          plan.position === null || plan.position === 'closer'
            ? transactionCount(scope, query)
            : null,
        ),
        totalsOf(plan),
      ]);
      return { transactions: rows, pagination, position: plan.position, totals };
    },
    async appointments(viewer, subject, query) {
      const { rows, pagination } = await pageByPlan(
        await appointmentPlan(viewer, subject, query),
        query,
        (scope) => appointmentCount(scope, query),
      );
      return { appointments: rows, pagination };
    },
    async outboundRecords(viewer, subject, query) {
      const { rows, pagination } = await pageByPlan(
        await outboundPlan(viewer, subject, query),
        query,
        (scope) => outboundCount(scope, query),
      );
      return { outboundRecords: rows, pagination };
    },
    async *eachTransaction(viewer, subject, query) {
      yield* eachRow(await transactionPlan(viewer, subject, query));
    },
    async *eachAppointment(viewer, subject, query) {
      yield* eachRow(await appointmentPlan(viewer, subject, query));
    },
    async *eachOutboundRecord(viewer, subject, query) {
      yield* eachRow(await outboundPlan(viewer, subject, query));
    },
  };
}

/** Decorates `salesListService`. */
export const salesListServicePlugin = fp(
  async (app) => {
    app.decorate('salesListService', createSalesListService(app.db));
  },
  { name: 'sales-list-service', dependencies: ['db'] },
);
