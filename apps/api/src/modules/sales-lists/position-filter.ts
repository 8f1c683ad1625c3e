import type { DealPositionFilter } from '@salesdash/api-contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A person's transactions (alias t) by a position other than closer (whose deals are the metrics
 * scope's own, `scopeFilter`): set by them (`setter_id`, on a deal someone else closed: who both
 * set and closed is paid once, as closer) or either. Each side is one range of a (person, date)
 * index.
 */
export function positionFilter(
  organizationId: number,
  userId: number,
  position: Exclude<DealPositionFilter, 'closer'>,
): SQL {
  const live = sql`t.organization_id = ${organizationId} AND t.deleted_at IS NULL`;
  return position === 'setter'
    ? sql`${live} AND t.setter_id = ${userId} AND t.user_id <> ${userId}`
    : sql`${live} AND (t.user_id = ${userId} OR t.setter_id = ${userId})`;
}

/** The commission paid on a transaction t: all its splits (one index range of the deal). */
export const paidColumnSql = sql`(SELECT sum(s.amount_cents) FROM commission_splits s
  WHERE s.transaction_id = t.transaction_id)::text AS paid_cents`;

/** A person's position on a transaction t and their own commission on it (their splits). */
export const personColumnsSql = (userId: number): SQL =>
  sql`CASE WHEN t.user_id = ${userId} THEN 'closer' ELSE 'setter' END AS paid_as,
    (SELECT sum(s.amount_cents) FROM commission_splits s
      WHERE s.transaction_id = t.transaction_id AND s.user_id = ${userId})::text AS own_cents`;
