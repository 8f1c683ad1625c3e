import type { TransactionRow } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import { dollars, intOrNull, isoDay, isoInstant } from '../../db/rows-of.ts';

/**
 * The columns of a transaction row as the API shows it, from `transactions t` joined to
 * `products p`: lists, downloads, the writes' answers and pending commission read the same.
 */
export const transactionColumnsSql = sql`t.transaction_id, t.user_id, t.setter_id, t.product_id,
  p.name AS product_name, t.customer_name, t.customer_email, t.amount_cents::text AS amount_cents,
  t.contract_value_cents::text AS contract_value_cents, t.transaction_type, t.transaction_status,
  t.transaction_date::text AS transaction_date, t.notes, t.created_at`;

/** A row of {@link transactionColumnsSql} from either driver, money in dollars. */
export function toTransactionRow(row: Record<string, unknown>): TransactionRow {
  return {
    transaction_id: Number(row['transaction_id']),
    user_id: Number(row['user_id']),
    setter_id: intOrNull(row['setter_id']),
    product_id: Number(row['product_id']),
    product_name: String(row['product_name']),
    customer_name: String(row['customer_name']),
    customer_email: String(row['customer_email']),
    amount: dollars(row['amount_cents']),
    contract_value: dollars(row['contract_value_cents']),
    transaction_type: row['transaction_type'] as TransactionRow['transaction_type'],
    transaction_status: row['transaction_status'] as TransactionRow['transaction_status'],
    transaction_date: isoDay(row['transaction_date']),
    notes: String(row['notes']),
    created_at: isoInstant(row['created_at']),
  };
}
