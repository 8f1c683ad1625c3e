import { sql, type SQL } from 'drizzle-orm';
import type { MetricsScope, ScopePeople } from './metrics-scope.ts';

/**
 * A scope as WHERE conditions per record kind, over the table aliases the metric queries
 * use (t transactions, a appointments, o outbound_records, s commission_splits, j
 * adjustments). Deals and cash are the closer's; a call counts for its closer and its setter
 * (domain §4); adjustments belong to people, so a product scope has none. Soft-deleted
 * transactions and adjustments are in no scope.
 */
export type ScopeFilter = Record<
  'transactions' | 'appointments' | 'outbound' | 'splits' | 'adjustments',
  SQL
> & {
  /** The ids of the scope's people as an int[] (every person of the organization's for it). */
  people: SQL;
  /** The same scope on a rollup table (alias r, db/schema/metric-rollups.ts). */
  rollups: SQL;
  /**
   * A set of people's rows of `call_pair_rollups` (alias q), or null for other scopes: a call
   * of two of them is in both people's rows of `call_rollups`, so these are taken back out.
   */
  callPairs: SQL | null;
};

/** `ids` as a PostgreSQL int[] parameter. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** `column` among `ids`: one id as `=`, so single-product plans stay as they were. */
const among = (column: SQL, ids: readonly number[]): SQL =>
  ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = ANY(${intArray(ids)})`;

/**
 * The user ids of a set of people, as an array: the planner probes the (person, date) indexes
 * once per person. A manager's team is the people they lead and themselves (policy `leads`).
 */
function peopleIds(organizationId: number, people: Extract<ScopePeople, { kind: 'people' }>): SQL {
  const { ledBy, filters } = people;
  const conditions: SQL[] = [sql`u.organization_id = ${organizationId}`];
  if (ledBy !== null) conditions.push(sql`(u.user_id = ${ledBy} OR u.manager_id = ${ledBy})`);
  if (filters.managers !== null) {
    const managers = intArray(filters.managers);
    conditions.push(sql`(u.user_id = ANY(${managers}) OR u.manager_id = ANY(${managers}))`);
  }
  if (filters.roles !== null) conditions.push(sql`u.role_id = ANY(${intArray(filters.roles)})`);
  if (filters.active !== null) conditions.push(sql`u.is_active = ${filters.active}`);
  return sql`ARRAY(SELECT u.user_id FROM users u WHERE ${sql.join(conditions, sql` AND `)})`;
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
  return {
    people:
      people.kind === 'user'
        ? sql`ARRAY[${people.userId}::int]`
        : people.kind === 'people'
          ? peopleIds(organizationId, people)
          : everyone,
    rollups: sql`r.organization_id = ${organizationId} AND ${rollupPeople()} AND ${rollupProducts(sql`r.product_id`)}`,
    callPairs:
      people.kind === 'people'
        ? sql`q.organization_id = ${organizationId} AND ${isPerson(sql`q.closer_id`)} AND ${isPerson(sql`q.setter_id`)} AND ${rollupProducts(sql`q.product_id`)}`
        : null,
    transactions: sql`t.organization_id = ${organizationId} AND t.deleted_at IS NULL AND ${isPerson(sql`t.user_id`)} AND ${onProduct(sql`t.product_id`)}`,
    appointments: sql`a.organization_id = ${organizationId} AND (${isPerson(sql`a.user_id`)} OR ${isPerson(sql`a.setter_id`)}) AND ${onProduct(sql`a.product_id`)}`,
    outbound: sql`o.organization_id = ${organizationId} AND ${isPerson(sql`o.user_id`)} AND ${onProduct(sql`o.product_id`)}`,
    splits: sql`s.organization_id = ${organizationId} AND ${isPerson(sql`s.user_id`)} AND ${onProduct(sql`s.product_id`)}`,
    adjustments:
      products === null
        ? sql`j.organization_id = ${organizationId} AND j.deleted_at IS NULL AND ${isPerson(sql`j.user_id`)}`
        : sql`FALSE`,
  };
}
