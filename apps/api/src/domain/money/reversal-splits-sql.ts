import { sql, type SQL } from 'drizzle-orm';

/**
 * The refund half of the commission rule: a refund after approval appends, for every earned
 * split, a `reversal` row with the negated amount dated on the refund, so each payee nets to
 * exactly zero and no earlier month is rewritten. It reverses what was paid, not a recomputed
 * amount, so a rate changed since the deal cannot leave a remainder.
 * @param source - a query of `(transaction_id, refund_date date, refunded_at timestamptz)`
 */
export function reversalSplitsSql(source: SQL): SQL {
  return sql`
    INSERT INTO commission_splits
      (organization_id, transaction_id, product_id, user_id, role_id, kind, rate, amount_cents, split_date, created_at)
    SELECT s.organization_id, s.transaction_id, s.product_id, s.user_id, s.role_id, 'reversal', s.rate,
      -s.amount_cents, source.refund_date, source.refunded_at
    FROM (${source}) AS source (transaction_id, refund_date, refunded_at)
    JOIN commission_splits s ON s.transaction_id = source.transaction_id AND s.kind = 'earned'
    JOIN transactions t ON t.transaction_id = s.transaction_id AND t.transaction_status = 'refunded'`;
}
