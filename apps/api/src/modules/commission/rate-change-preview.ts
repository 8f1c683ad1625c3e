import type { AssignCommissionRequest, RateChangePreview } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { payeesSql, payRateSql, splitCentsSql } from '../../domain/money/index.ts';
import { assignRate } from './assign-rate.ts';

/** Thrown to roll the trial change back; never leaves this module. */
class TrialOver extends Error {}

/**
 * What each pending deal would pay once approved, in cents, keyed by deal and payee: the
 * commission rule's own payees, rate and rounding; one person's (`userId`) or everyone's.
 */
async function pendingEstimates(
  db: Db,
  organizationId: number,
  userId: number | null,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ key: string; cents: string }>(
    db,
    sql`SELECT t.transaction_id || ':' || payee.user_id || ':' || payee.paid_as AS key,
        coalesce(${splitCentsSql(sql`t.amount_cents`, sql`pay.commission`)}, 0)::text AS cents
      FROM transactions t
      CROSS JOIN LATERAL ${payeesSql} AS payee (user_id, paid_as)
      LEFT JOIN LATERAL ${payRateSql(sql`payee.user_id`, sql`t.product_id`, sql`t.transaction_date`)} AS pay ON TRUE
      WHERE t.organization_id = ${organizationId}
        AND (${userId}::int IS NULL OR payee.user_id = ${userId}::int)
        AND t.transaction_status = 'pending' AND t.deleted_at IS NULL`,
  );
  return new Map(rows.map((row) => [String(row.key), Number(row.cents)]));
}

const total = (estimates: Map<string, number>) =>
  [...estimates.values()].reduce((sum, cents) => sum + cents, 0);

/**
 * What `change` would do to pending deals (one payee's, or everyone's when `payee` is null),
 * without doing it: the change is made inside a transaction, the estimates read before and
 * after it, and the transaction rolled back, so the preview follows the commission rule
 * exactly (dated rates, product teams, a role's own rate) and can never drift from what the
 * save does. Whatever the change would refuse (400, 404, 409) it refuses here too.
 */
export async function previewPendingChange(
  db: Db,
  organizationId: number,
  payee: number | null,
  change: (tx: Db) => Promise<unknown>,
): Promise<RateChangePreview> {
  const before = await pendingEstimates(db, organizationId, payee);
  let after = before;
  try {
    await db.transaction(async (tx) => {
      await change(tx as unknown as Db);
      after = await pendingEstimates(tx as unknown as Db, organizationId, payee);
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

/**
 * What `assignRate` would do to the person's pending deals, without doing it.
 * @throws ApiError 400 naming `role_id` or `product_id`, as the save would
 */
export function previewRateChange(
  db: Db,
  organizationId: number,
  assignment: AssignCommissionRequest,
): Promise<RateChangePreview> {
  return previewPendingChange(db, organizationId, assignment.user_id, (tx) =>
    assignRate(tx, organizationId, assignment),
  );
}
