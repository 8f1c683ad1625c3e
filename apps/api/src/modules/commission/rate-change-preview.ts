import type { AssignCommissionRequest, RateChangePreview } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { payeesSql, payRateSql, splitCentsSql } from '../../domain/money/index.ts';
import { assignRate } from './assign-rate.ts';

/** Thrown to roll the trial change back; never leaves this module. */
class TrialOver extends Error {}

/**
 * What each of the person's pending deals would pay them once approved, in cents, keyed by
 * deal and part (closer or setter): the commission rule's own payees, rate and rounding.
 */
async function pendingEstimates(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ key: string; cents: string }>(
    db,
    sql`SELECT t.transaction_id || ':' || payee.paid_as AS key,
        coalesce(${splitCentsSql(sql`t.amount_cents`, sql`pay.commission`)}, 0)::text AS cents
      FROM transactions t
      CROSS JOIN LATERAL ${payeesSql} AS payee (user_id, paid_as)
      LEFT JOIN LATERAL ${payRateSql(sql`payee.user_id`, sql`t.product_id`, sql`t.transaction_date`)} AS pay ON TRUE
      WHERE t.organization_id = ${organizationId} AND payee.user_id = ${userId}
        AND t.transaction_status = 'pending' AND t.deleted_at IS NULL`,
  );
  return new Map(rows.map((row) => [String(row.key), Number(row.cents)]));
}

const total = (estimates: Map<string, number>) =>
  [...estimates.values()].reduce((sum, cents) => sum + cents, 0);

/**
 * What `assignRate` would do to the person's pending deals, without doing it: the change is
 * made inside a transaction, the estimates read before and after it, and the transaction
 * rolled back, so the preview follows the commission rule exactly (dated rates, product
 * teams, the role's own rate) and can never drift from what the save does.
 * @throws ApiError 400 naming `role_id` or `product_id`, as the save would
 */
export async function previewRateChange(
  db: Db,
  organizationId: number,
  assignment: AssignCommissionRequest,
): Promise<RateChangePreview> {
  const before = await pendingEstimates(db, organizationId, assignment.user_id);
  let after = before;
  try {
    await db.transaction(async (tx) => {
      await assignRate(tx as unknown as Db, organizationId, assignment);
      after = await pendingEstimates(tx as unknown as Db, organizationId, assignment.user_id);
      throw new TrialOver();
    });
  } catch (error) {
    if (!(error instanceof TrialOver)) throw error;
  }
  const deals = new Set<string>();
  for (const [key, cents] of after) {
    if (before.get(key) !== cents) deals.add(key.split(':')[0] ?? key);
  }
  const beforeCents = total(before);
  const afterCents = total(after);
  return {
    repriced_deals: deals.size,
    commission_change: (afterCents - beforeCents) / 100,
    pending_commission_before: beforeCents / 100,
    pending_commission_after: afterCents / 100,
  };
}
