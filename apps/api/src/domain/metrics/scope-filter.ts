import { sql, type SQL } from 'drizzle-orm';
import type { MetricsScope, ScopePeople } from './metrics-scope.ts';

/**
 * A scope as WHERE conditions per record kind, over the table aliases the metric queries use (t
 * transactions, a appointments, o outbound_records, s commission_splits, j adjustments). Deals and
 * cash are the closer's; a call counts for its closer and its setter
 * (docs/product-rules.md#metrics); adjustments belong to people, so a product scope has none.
 * Soft-deleted transactions and adjustments are in no scope.
 */
export type ScopeFilter = Record<
  'transactions' | 'appointments' | 'outbound' | 'splits' | 'adjustments',
  SQL
> & {
  /** The ids of the scope's people as an int[] (every person of the organization's for it). */
  people: SQL;
  /**
   * The rows of a rollup table (alias r, db/schema/metric-rollups.ts) the scope sums, each
   * times {@link rollupSign}: read every figure through {@link counted}.
   */
  rollups: SQL;
  /**
   * Null when every row of {@link rollups} adds; for a scope read as its complement, the
   * organization's rows (person 0) add and the rows of the people left out subtract.
   */
  rollupSign: SQL | null;
  /**
   * The rows of `call_pair_rollups` (alias q) to add times `sign`, or null for scopes without:
   * a call of two people of a set is in both their rows of `call_rollups`, so the set's pairs
   * are taken back out (-1); read as a complement, everyone's calls less the rows of those left
   * out took out a call with one of them on either side once too often, so those pairs add (+1).
   */
  callPairs: { where: SQL; sign: 1 | -1 } | null;
  /**
   * The scope's rows of `person_rollups` (alias p): a person or a set of people on every
   * product, read person by person (with {@link callPairs} for a set's total); null for other
   * scopes, and for a set read as its complement (cheaper still).
   */
  personRollups: SQL | null;
  /**
   * The scope's rows of `cohort_rollups` (alias r) and of `cohort_call_pair_rollups` (alias q,
   * taken back out like {@link callPairs} of a set): for the organization's people chosen by
   * roles, and status or not, on some products, a few rows per product and day instead of one
   * per person (migration 0018). Null for other scopes.
   */
  cohorts: { rollups: SQL; pairs: SQL } | null;
};

/** A figure of a rollup row (alias r) as `filter` counts it: see {@link ScopeFilter.rollupSign}. */
export const counted = (filter: ScopeFilter, column: SQL): SQL =>
  filter.rollupSign === null ? column : sql`(${filter.rollupSign} * ${column})`;

/** `ids` as one PostgreSQL int[] parameter (ids are integers: one array literal, not one parameter each). */
export const intArray = (ids: readonly number[] | Int32Array): SQL =>
  sql`${`{${ids.join(',')}}`}::int[]`;

/** `column` among `ids`: one id as `=`, so single-product plans stay as they were. */
const among = (column: SQL, ids: readonly number[]): SQL =>
  ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = ANY(${intArray(ids)})`;

type SetOfPeople = Extract<ScopePeople, { kind: 'people' }>;

/**
 * What a person (alias u, of the organization) of a set of people must be: led by `ledBy` (a
 * manager's team is the people they lead and themselves, policy `leads`) and as the filters
 * say. TRUE when nothing narrows.
 */
export function peopleCondition({ ledBy, filters }: SetOfPeople): SQL {
  const conditions: SQL[] = [];
  if (ledBy !== null) conditions.push(sql`(u.user_id = ${ledBy} OR u.manager_id = ${ledBy})`);
  if (filters.managers !== null) {
    const managers = intArray(filters.managers);
    conditions.push(sql`(u.user_id = ANY(${managers}) OR u.manager_id = ANY(${managers}))`);
  }
  if (filters.roles !== null) conditions.push(sql`u.role_id = ANY(${intArray(filters.roles)})`);
  if (filters.active !== null) conditions.push(sql`u.is_active = ${filters.active}`);
  if (filters.only) conditions.push(sql`u.user_id = ANY(${intArray(filters.only)})`);
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/**
 * The user ids of a set of people, as an array: the planner probes the (person, date) indexes
 * once per person.
 */
function peopleIds(organizationId: number, people: SetOfPeople): SQL {
  return sql`ARRAY(SELECT u.user_id FROM users u
    WHERE u.organization_id = ${organizationId} AND ${peopleCondition(people)})`;
}

/** {@link ScopeFilter.cohorts} of a scope, or null when its people are not a union of cohorts. */
function cohortsOf({ organizationId, people, products }: MetricsScope): ScopeFilter['cohorts'] {
  if (people.kind !== 'people' || people.ledBy !== null || products === null) return null;
  const { managers, roles, active, only } = people.filters;
  // Without a role, the people are nearly everyone (the default "Active"), and the
  // organization's rows less the few left out (cheaperPeople) are fewer than every role's.
  if (roles === null || managers !== null || only) return null;
  const side = (role: string, isActive: string): SQL[] => [
    ...(roles === null ? [] : [sql`${sql.raw(role)} = ANY(${intArray(roles)})`]),
    ...(active === null ? [] : [sql`${sql.raw(isActive)} = ${active}`]),
  ];
  const rows = (alias: 'r' | 'q', ...conditions: SQL[]) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.organization_id = ${organizationId}`,
        among(sql.raw(`${alias}.product_id`), products),
        ...conditions,
      ],
      sql` AND `,
    );
  return {
    rollups: rows('r', ...side('r.role_id', 'r.is_active')),
    pairs: rows(
      'q',
      ...side('q.closer_role_id', 'q.closer_active'),
      ...side('q.setter_role_id', 'q.setter_active'),
    ),
  };
}

export function scopeFilter(scope: MetricsScope): ScopeFilter {
  const { organizationId, people, products } = scope;
  const isPerson = (column: SQL): SQL => {
    switch (people.kind) {
      case 'user':
        return sql`${column} = ${people.userId}`;
      case 'people':
        return sql`${column} = ANY(${peopleIds(organizationId, people)})`;
      case 'organization':
        return sql`TRUE`;
    }
  };
  const onProduct = (column: SQL): SQL => (products === null ? sql`TRUE` : among(column, products));
  const rollupPeople = (): SQL => {
    switch (people.kind) {
      case 'user':
        return sql`r.user_id = ${people.userId}`;
      case 'people':
        return isPerson(sql`r.user_id`);
      case 'organization':
        return sql`r.user_id = 0`;
    }
  };
  const rollupProducts = (column: SQL): SQL =>
    products === null ? sql`${column} = 0` : among(column, products);
  const everyone = sql`ARRAY(SELECT u.user_id FROM users u WHERE u.organization_id = ${organizationId})`;
  const pairProducts = rollupProducts(sql`q.product_id`);
  // Everyone's rows less those of the people left out: one index range for the organization
  // and one per person left out, however many people the set keeps. The ids are constants, so
  // the planner knows how few they are (as a subquery it guessed hundreds and read every pair).
  const leftOut =
    people.kind === 'people' && people.ledBy === null && people.leftOut ? people.leftOut : null;
  return {
    people:
      people.kind === 'user'
        ? sql`ARRAY[${people.userId}::int]`
        : people.kind === 'people'
          ? peopleIds(organizationId, people)
          : everyone,
    rollups: leftOut
      ? sql`r.organization_id = ${organizationId} AND r.user_id = ANY(${intArray([0, ...leftOut])}) AND ${rollupProducts(sql`r.product_id`)}`
      : sql`r.organization_id = ${organizationId} AND ${rollupPeople()} AND ${rollupProducts(sql`r.product_id`)}`,
    rollupSign: leftOut ? sql`(CASE WHEN r.user_id = 0 THEN 1 ELSE -1 END)` : null,
    callPairs: leftOut
      ? leftOut.length === 0
        ? null
        : {
            where: sql`q.organization_id = ${organizationId} AND (q.closer_id = ANY(${intArray(leftOut)}) OR q.setter_id = ANY(${intArray(leftOut)})) AND ${pairProducts}`,
            sign: 1,
          }
      : people.kind === 'people'
        ? {
            where: sql`q.organization_id = ${organizationId} AND ${isPerson(sql`q.closer_id`)} AND ${isPerson(sql`q.setter_id`)} AND ${pairProducts}`,
            sign: -1,
          }
        : null,
    personRollups:
      products === null && people.kind !== 'organization' && !leftOut
        ? sql`p.organization_id = ${organizationId} AND ${isPerson(sql`p.user_id`)}`
        : null,
    cohorts: cohortsOf(scope),
    transactions: sql`t.organization_id = ${organizationId} AND t.deleted_at IS NULL AND ${isPerson(sql`t.user_id`)} AND ${onProduct(sql`t.product_id`)}`,
    appointments: sql`a.organization_id = ${organizationId} AND a.deleted_at IS NULL AND (${isPerson(sql`a.user_id`)} OR ${isPerson(sql`a.setter_id`)}) AND ${onProduct(sql`a.product_id`)}`,
    outbound: sql`o.organization_id = ${organizationId} AND ${isPerson(sql`o.user_id`)} AND ${onProduct(sql`o.product_id`)}`,
    splits: sql`s.organization_id = ${organizationId} AND ${isPerson(sql`s.user_id`)} AND ${onProduct(sql`s.product_id`)}`,
    adjustments:
      products === null
        ? sql`j.organization_id = ${organizationId} AND j.deleted_at IS NULL AND ${isPerson(sql`j.user_id`)}`
        : sql`FALSE`,
  };
}
