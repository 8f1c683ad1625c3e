import { sql, type SQL } from 'drizzle-orm';
import { payRateSql } from './pay-rate-sql.ts';
import { payeesSql, splitCentsSql } from './payees-sql.ts';

/**
 * THE commission rule (docs/product-rules.md#commission), as one INSERT every writer of splits runs
 * (the status service for one transaction, both seeds for millions): one `earned` row per paid
 * person of each approved (or since refunded) transaction, the closer (`user_id`) and the setter,
 * at their rate on that product in force on the deal date, dated on the deal date, with
 * `amount_cents = round(amount_cents × percent / 100)` in exact numeric arithmetic. Someone who
 * both set and closed a deal is paid once. Pending and rejected transactions get nothing.
 * @param source - a query of `(transaction_id, paid_at timestamptz)`: which transactions to
 *   pay and the `created_at` of their splits
 */
export function earnedSplitsSql(source: SQL): SQL {
  return sql`
    INSERT INTO commission_splits
      (organization_id, transaction_id, product_id, user_id, role_id, kind, rate, amount_cents, split_date, created_at)
    SELECT t.organization_id, t.transaction_id, t.product_id, payee.user_id, pay.role_id, 'earned',
      pay.commission / 100, ${splitCentsSql(sql`t.amount_cents`, sql`pay.commission`)},
      t.transaction_date, source.paid_at
    FROM (${source}) AS source (transaction_id, paid_at)
    JOIN transactions t ON t.transaction_id = source.transaction_id
    CROSS JOIN LATERAL ${payeesSql} AS payee (user_id, paid_as)
    CROSS JOIN LATERAL ${payRateSql(sql`payee.user_id`, sql`t.product_id`, sql`t.transaction_date`)} AS pay
    WHERE payee.user_id IS NOT NULL AND t.transaction_status IN ('approved', 'refunded')`;
}
