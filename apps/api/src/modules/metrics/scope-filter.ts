import { sql, type SQL } from 'drizzle-orm';
import type { MetricsScope } from './metrics-scope.ts';

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
  /** The same scope on a rollup table (alias r, db/schema/metric-rollups.ts). */
  rollups: SQL;
  /**
   * A team's rows of `call_pair_rollups` (alias q), or null for other scopes: a call of two
   * teammates is in both people's rows of `call_rollups`, so these are taken back out.
   */
  callPairs: SQL | null;
};

export function scopeFilter(scope: MetricsScope): ScopeFilter {
  const { organizationId, people, productId } = scope;
  const isPerson = (column: SQL): SQL => {
    switch (people.kind) {
      case 'user':
        return sql`${column} = ${people.userId}`;
      case 'team':
        // A manager's team is the people they lead and themselves (policy `leads`).
        // An array, so the planner probes the (person, date) indexes once per teammate.
        return sql`${column} = ANY(ARRAY(SELECT user_id FROM users WHERE organization_id = ${organizationId} AND (user_id = ${people.managerId} OR manager_id = ${people.managerId})))`;
      case 'organization':
        return sql`TRUE`;
    }
  };
  const onProduct = (column: SQL): SQL =>
    productId === null ? sql`TRUE` : sql`${column} = ${productId}`;
  const rollupPeople = (): SQL => {
    switch (people.kind) {
      case 'user':
        return sql`r.user_id = ${people.userId}`;
      case 'team':
        return isPerson(sql`r.user_id`);
      case 'organization':
        return sql`r.user_id = 0`;
    }
  };
  return {
    rollups: sql`r.organization_id = ${organizationId} AND ${rollupPeople()} AND r.product_id = ${productId ?? 0}`,
    callPairs:
      people.kind === 'team'
        ? sql`q.organization_id = ${organizationId} AND ${isPerson(sql`q.closer_id`)} AND ${isPerson(sql`q.setter_id`)} AND q.product_id = ${productId ?? 0}`
        : null,
    transactions: sql`t.organization_id = ${organizationId} AND t.deleted_at IS NULL AND ${isPerson(sql`t.user_id`)} AND ${onProduct(sql`t.product_id`)}`,
    appointments: sql`a.organization_id = ${organizationId} AND (${isPerson(sql`a.user_id`)} OR ${isPerson(sql`a.setter_id`)}) AND ${onProduct(sql`a.product_id`)}`,
    outbound: sql`o.organization_id = ${organizationId} AND ${isPerson(sql`o.user_id`)} AND ${onProduct(sql`o.product_id`)}`,
    splits: sql`s.organization_id = ${organizationId} AND ${isPerson(sql`s.user_id`)} AND ${onProduct(sql`s.product_id`)}`,
    adjustments:
      productId === null
        ? sql`j.organization_id = ${organizationId} AND j.deleted_at IS NULL AND ${isPerson(sql`j.user_id`)}`
        : sql`FALSE`,
  };
}
