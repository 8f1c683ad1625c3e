import type { DateRange } from '@salesdash/util-period';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { RangeBounds } from './range-bounds.ts';
import { emptyTotals, type RangeTotals } from './range-totals.ts';
import { boardFigureNames, personBoardFigures, personRollupTotals } from './person-totals.ts';
import { counted, type ScopeFilter } from './scope-filter.ts';

/**
 * The two ranges of a metrics answer (`previous` always ends before `current` starts) and
 * today, the one day whose scheduled calls are "not updated" only up to now.
 */
export type RangePair = { current: RangeBounds; previous: RangeBounds; today: RangeBounds };

type RangeName = 'current' | 'previous';
type Row = Record<string, string | number | null> & { range: RangeName };

/**
 * Which range a calendar-date column falls in, and the condition keeping only those two
 * ranges: one index range scan from the previous start to the current end, minus the gap
 * between them (the previous-period rule can leave one).
 */
function dateRanges(column: SQL, { current, previous }: Omit<RangePair, 'today'>) {
  return {
    range: sql`CASE WHEN ${column} >= ${current.startDate}::date THEN 'current' ELSE 'previous' END`,
    within: sql`${column} BETWEEN ${previous.startDate}::date AND ${current.endDate}::date
      AND NOT (${column} > ${previous.endDate}::date AND ${column} < ${current.startDate}::date)`,
  };
}

/** The same for a timestamp column, against the ranges' local midnights. */
function instantRanges(column: SQL, { current, previous }: Omit<RangePair, 'today'>) {
  return {
    range: sql`CASE WHEN ${column} >= ${current.from}::timestamptz THEN 'current' ELSE 'previous' END`,
    within: sql`${column} >= ${previous.from}::timestamptz AND ${column} < ${current.to}::timestamptz
      AND NOT (${column} >= ${previous.to}::timestamptz AND ${column} < ${current.from}::timestamptz)`,
  };
}

/**
 * How totals are split: one answer for the whole scope, one per person of it (each person's
 * own figures, as their dashboard has them) or one per product.
 */
export type Grouping = 'none' | 'person' | 'product';

/** The key column of `alias`'s rows under `grouping` (0 for the whole scope). */
const keyOf = (grouping: Grouping, alias: 'r' | 'q' | 'j'): SQL => {
  if (grouping === 'none') return sql`0`;
  if (alias === 'q') return grouping === 'product' ? sql`q.product_id` : sql`q.closer_id`;
  if (alias === 'j') return grouping === 'person' ? sql`j.user_id` : sql`0`;
  return grouping === 'person' ? sql`r.user_id` : sql`r.product_id`;
};

const callColumns = ['calls', 'taken', 'no_show', 'cancelled', 'scheduled'] as const;

/** The per-day rollups a scope's figures are summed from (its person or cohort rows). */
export type DayRollupTable =
  'deal_rollups' | 'commission_rollups' | 'call_rollups' | 'outbound_rollups';

/**
 * Where a scope's rows of one day rollup are read under `grouping`: the FROM item (alias r, with
 * the table's own columns and `product_id`), its condition, and each figure as it counts (see
 * ScopeFilter.rollupSign). A union of cohorts reads `cohort_rollups` (ScopeFilter.cohorts),
 * except person by person.
 */
export function dayRollupRows(
  filter: ScopeFilter,
  table: DayRollupTable,
  grouping: Grouping,
): { from: SQL; where: SQL; counted: (column: SQL) => SQL } {
  if (filter.cohorts && grouping !== 'person') {
    return {
      // The wide row's commission under the day rollup's column name.
      from:
        table === 'commission_rollups'
          ? sql`(SELECT c.*, c.commission_cents AS cents FROM cohort_rollups c) r`
          : sql`cohort_rollups r`,
      where: filter.cohorts.rollups,
      counted: (column) => column,
    };
  }
  return {
    from: sql`${sql.raw(table)} r`,
    where: filter.rollups,
    counted: (column) => counted(filter, column),
  };
}

/** The call pairs a scope takes back out or adds (alias q), as {@link dayRollupRows} reads it. */
function pairRows(filter: ScopeFilter, grouping: Grouping) {
  if (filter.cohorts && grouping !== 'person') {
    return {
      from: sql`cohort_call_pair_rollups q`,
      where: filter.cohorts.pairs,
      sign: -1 as const,
    };
  }
  return filter.callPairs && { from: sql`call_pair_rollups q`, ...filter.callPairs };
}

/**
 * The calls of a scope by day from `call_rollups`, with the key of `grouping`. A set of
 * people's total corrects by its rows of `call_pair_rollups` (calls between two of them,
 * which both their rows hold; see ScopeFilter.callPairs); per person it does not, as each
 * person's calls are their own.
 */
export function callDays(
  filter: ScopeFilter,
  within: (column: SQL) => SQL,
  grouping: Grouping = 'none',
): SQL {
  if (grouping === 'person' && filter.rollupSign !== null) {
    throw new Error('a scope read as its complement has no per-person rows (scopeByPerson)');
  }
  const rows = dayRollupRows(filter, 'call_rollups', grouping);
  const figures = (alias: string, count: (column: SQL) => SQL) =>
    sql.join(
      callColumns.map(
        (column) => sql`${count(sql.raw(`${alias}.${column}`))} AS ${sql.raw(column)}`,
      ),
      sql`, `,
    );
  const people = sql`SELECT ${keyOf(grouping, 'r')} AS key, r.day, ${figures('r', rows.counted)}
    FROM ${rows.from} WHERE ${rows.where} AND ${within(sql`r.day`)}`;
  const pairs = pairRows(filter, grouping);
  if (!pairs || grouping === 'person') return people;
  const pairCount = (column: SQL) => (pairs.sign === 1 ? column : sql`-1 * ${column}`);
  return sql`${people} UNION ALL
    SELECT ${keyOf(grouping, 'q')}, q.day, ${figures('q', pairCount)}
    FROM ${pairs.from} WHERE ${pairs.where} AND ${within(sql`q.day`)}`;
}

/**
 * Today's calls still scheduled and already past, from the records (the partial index
 * appointments_scheduled_idx holds just the scheduled rows), keyed by `grouping`: a call
 * counts for its closer and its setter, once when they are the same person.
 */
function notUpdatedToday(filter: ScopeFilter, ranges: RangePair, grouping: Grouping): SQL {
  const calls = instantRanges(sql`a.call_date`, ranges);
  const scheduledNow = sql`${filter.appointments} AND a.appointment_status = 'scheduled'
    AND a.call_date >= ${ranges.today.from}::timestamptz AND a.call_date < now()
    AND ${calls.within}`;
  if (grouping !== 'person') {
    const key = grouping === 'product' ? sql`a.product_id` : sql`0`;
    return sql`SELECT ${calls.range} AS range, ${key} AS key, count(*)::int AS "notUpdatedToday"
      FROM appointments a WHERE ${scheduledNow} GROUP BY 1, 2`;
  }
  return sql`SELECT range, key, count(*)::int AS "notUpdatedToday" FROM (
      SELECT DISTINCT a.appointment_id, ${calls.range} AS range, person.key
      FROM appointments a
      CROSS JOIN LATERAL (VALUES (a.user_id), (a.setter_id)) AS person(key)
      WHERE ${scheduledNow} AND person.key IS NOT NULL
    ) AS due
    WHERE key = ANY(${filter.people})
    GROUP BY 1, 2`;
}

/**
 * Approved transactions, commission (splits and adjustments by their dates), calls and
 * outbound activity of one scope, summed for both ranges, split by `grouping` (keyed by person
 * or product id; the whole scope under key 0). Deals, commission splits, calls and outbound come
 * from the per-day rollups (migrations 0008 and 0009, docs/decisions/0013-metric-rollups.md), whose days
 * are the organization's local dates, so a day range selects exactly the records the ranges'
 * local midnights would; people on every product from their weeks and days in `person_rollups`
 * (migration 0012, docs/decisions/0019-team-dashboard-readings-and-workbook.md). Adjustments and today's calls still scheduled in the past ("not
 * updated", which depends on the clock) are read from the records, each one indexed range. Sums
 * arrive as text (numeric, bigint) and become numbers here.
 */
export async function rangeTotalsBy(
  db: Db,
  filter: ScopeFilter,
  ranges: RangePair,
  grouping: Grouping,
): Promise<Map<number, Record<RangeName, RangeTotals>>> {
  const adjustment = dateRanges(sql`j.adjustment_date`, ranges);
  const adjustments = sql`SELECT ${adjustment.range} AS range, ${keyOf(grouping, 'j')} AS key,
      j.amount_cents AS cents
    FROM adjustments j WHERE ${filter.adjustments} AND ${adjustment.within}`;
  // People on every product: whole weeks and the days around them, from one table.
  const queries =
    grouping !== 'product' && filter.personRollups
      ? [
          personRollupTotals(filter.personRollups, ranges, grouping === 'person'),
          ...(grouping === 'none' && filter.callPairs
            ? [pairTotals(filter.callPairs, ranges)]
            : []),
          sql`SELECT range, key, sum(cents)::text AS "commissionCents" FROM (${adjustments}) AS paid
            GROUP BY 1, 2`,
          notUpdatedToday(filter, ranges, grouping),
        ]
      : dayRollupTotals(filter, ranges, grouping, adjustments);
  const answers = await Promise.all(queries.map((query) => rowsOf<Row>(db, query)));

  return totalsByKey(answers.flat());
}

/** A set of people's call pairs for both ranges, as {@link callDays} counts them in. */
function pairTotals(pairs: NonNullable<ScopeFilter['callPairs']>, ranges: RangePair): SQL {
  const day = dateRanges(sql`q.day`, ranges);
  const sum = (column: string) => sql`sum(${sql.raw(`${pairs.sign} * q.${column}`)})::int`;
  return sql`SELECT ${day.range} AS range, 0 AS key, ${sum('calls')} AS calls,
      ${sum('taken')} AS taken, ${sum('no_show')} AS "noShow", ${sum('cancelled')} AS cancelled,
      coalesce(sum(${sql.raw(`${pairs.sign} * q.scheduled`)})
        FILTER (WHERE q.day < ${ranges.today.startDate}::date), 0)::int AS "notUpdated"
    FROM call_pair_rollups q WHERE ${pairs.where} AND ${day.within}
    GROUP BY 1, 2`;
}

/** The queries of {@link rangeTotalsBy} over the four per-day rollup tables. */
function dayRollupTotals(
  filter: ScopeFilter,
  ranges: RangePair,
  grouping: Grouping,
  adjustments: SQL,
): SQL[] {
  const day = dateRanges(sql`r.day`, ranges);
  const callDay = dateRanges(sql`c.day`, ranges);
  const key = keyOf(grouping, 'r');
  const read = (table: DayRollupTable) => {
    const rows = dayRollupRows(filter, table, grouping);
    return {
      rows,
      sum: (column: string) => sql`sum(${rows.counted(sql.raw(`r.${column}`))})`,
    };
  };
  const deals = read('deal_rollups');
  const commission = read('commission_rollups');
  const outbound = read('outbound_rollups');
  return [
    sql`SELECT ${day.range} AS range, ${key} AS key,
        ${deals.sum('new_cents')}::text AS "newCents",
        ${deals.sum('plan_cents')}::text AS "planCents",
        ${deals.sum('revenue_cents')}::text AS "revenueCents",
        ${deals.sum('new_deals')}::int AS "newDeals",
        ${deals.sum('transactions')}::int AS transactions
      FROM ${deals.rows.from}
      WHERE ${deals.rows.where} AND ${day.within}
      GROUP BY 1, 2`,
    sql`SELECT range, key, sum(cents)::text AS "commissionCents" FROM (
        SELECT ${day.range} AS range, ${key} AS key, ${commission.rows.counted(sql`r.cents`)} AS cents
          FROM ${commission.rows.from}
          WHERE ${commission.rows.where} AND ${day.within}
        UNION ALL
        ${adjustments}
      ) AS paid GROUP BY 1, 2`,
    // A call still scheduled on a day before today is "not updated"; today's only up to now.
    sql`SELECT ${callDay.range} AS range, c.key, sum(c.calls)::int AS calls, sum(c.taken)::int AS taken,
        sum(c.no_show)::int AS "noShow", sum(c.cancelled)::int AS cancelled,
        coalesce(sum(c.scheduled) FILTER (WHERE c.day < ${ranges.today.startDate}::date), 0)::int AS "notUpdated"
      FROM (${callDays(filter, (column) => dateRanges(column, ranges).within, grouping)}) AS c GROUP BY 1, 2`,
    notUpdatedToday(filter, ranges, grouping),
    sql`SELECT ${day.range} AS range, ${key} AS key,
        ${outbound.sum('messages')}::int AS messages,
        ${outbound.sum('dials')}::int AS dials,
        ${outbound.sum('answered')}::int AS answered,
        ${outbound.sum('answered_seconds')}::text AS "answeredSeconds"
      FROM ${outbound.rows.from}
      WHERE ${outbound.rows.where} AND ${day.within}
      GROUP BY 1, 2`,
  ];
}

/** The rows of the totals queries added up per key and range. */
function totalsByKey(rows: readonly Row[]): Map<number, Record<RangeName, RangeTotals>> {
  const byKey = new Map<number, Record<RangeName, RangeTotals>>();
  for (const row of rows) {
    const id = Number(row.key);
    let entry = byKey.get(id);
    if (!entry) {
      entry = { current: { ...emptyTotals }, previous: { ...emptyTotals } };
      byKey.set(id, entry);
    }
    const target = entry[row.range];
    // Added up: commission comes from the splits' query and the adjustments' alike.
    for (const [name, value] of Object.entries(row)) {
      const field = name === 'notUpdatedToday' ? 'notUpdated' : name;
      if (field !== 'range' && field !== 'key' && field in target)
        target[field as keyof RangeTotals] += Number(value ?? 0);
    }
  }
  return byKey;
}

/** A person of a leaderboard as {@link personBoard} reads them. */
export type BoardRow = {
  user_id: number;
  display_name: string;
  avatar: string | null;
  profile_picture: string | null;
  role_title: string | null;
  totals: RangeTotals;
};

/** A person of the board as the statement of {@link personBoard} sends them: who, then figures. */
type BoardTuple = [
  userId: number,
  displayName: string,
  avatar: string | null,
  profilePicture: string | null,
  roleTitle: string | null,
  ...figures: (number | null)[],
];

/**
 * Every person of `filter` (a set of people on every product) with an account, who they are and
 * the figures of `range` a leaderboard ranks by (cash, new deals, calls taken and no-shows,
 * messages, dials; the others 0), from `person_rollups` in one statement: on the embedded engine
 * each round trip counts against the board's 20 ms. The figures are read for the whole
 * organization (`person_rollups_board_idx`: one index range per span, the summed columns in the
 * index) and the people of `filter` kept by the join: a board is nearly everyone, and one
 * descent per person cost more than the few rows of others read. The people come back as one
 * JSON text of arrays, not a row each: PGlite spends ≈ 10 µs on every row it hands over
 * (a board's 500 rows cost as much as the statement's own work; docs/decisions/0041).
 * @throws Error for a scope that is not a set of people on every product
 */
export async function personBoard(
  db: Db,
  organizationId: number,
  filter: ScopeFilter,
  range: DateRange,
): Promise<BoardRow[]> {
  if (!filter.personRollups) throw new Error('a board needs people on every product');
  const figures = sql.join(
    boardFigureNames.map((name) => sql`f.${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ board: string | null }>(
    db,
    // Pending invites (no password yet) are not on a board.
    sql`SELECT json_agg(json_build_array(u.user_id, u.display_name, u.avatar, u.profile_picture,
        ro.role_title, ${figures}))::text AS board
      FROM users u
      LEFT JOIN roles ro ON ro.role_id = u.role_id
      LEFT JOIN (${personBoardFigures(sql`p.organization_id = ${organizationId}`, range)}) f
        ON f.key = u.user_id
      WHERE u.organization_id = ${organizationId} AND u.password_hash IS NOT NULL
        AND u.user_id = ANY(${filter.people})`,
  );
  const people = JSON.parse(row?.board ?? '[]') as BoardTuple[];
  return people.map(([userId, displayName, avatar, profilePicture, roleTitle, ...values]) => {
    const totals = { ...emptyTotals };
    boardFigureNames.forEach((name, index) => {
      totals[name] = Number(values[index] ?? 0);
    });
    return {
      user_id: userId,
      display_name: displayName,
      avatar,
      profile_picture: profilePicture,
      role_title: roleTitle,
      totals,
    };
  });
}

/** {@link rangeTotalsBy} of the whole scope. */
export async function rangeTotals(
  db: Db,
  filter: ScopeFilter,
  ranges: RangePair,
): Promise<Record<RangeName, RangeTotals>> {
  const totals = await rangeTotalsBy(db, filter, ranges, 'none');
  return totals.get(0) ?? { current: { ...emptyTotals }, previous: { ...emptyTotals } };
}
