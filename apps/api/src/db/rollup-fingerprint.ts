import type { Database } from './client.ts';

/** Each day and person rollup table's figures: a row whose figures are all zero counts as none. */
const rollupFigures: Record<string, string> = {
  deal_rollups: 'new_cents, plan_cents, revenue_cents, new_deals, transactions',
  transaction_count_rollups:
    'pending_new, pending_plan, approved_new, approved_plan, rejected_new, rejected_plan, refunded_new, refunded_plan',
  commission_rollups: 'cents',
  call_rollups: 'calls, taken, no_show, cancelled, scheduled',
  call_pair_rollups: 'calls, taken, no_show, cancelled, scheduled',
  outbound_rollups: 'messages, dials, answered, answered_seconds',
  person_rollups:
    'new_cents, plan_cents, revenue_cents, new_deals, transactions, commission_cents, calls, taken, no_show, cancelled, scheduled, messages, dials, answered, answered_seconds',
};

/**
 * A fingerprint of every rollup row with figures (count and md5 per table): two states of the
 * rollups are equal when their fingerprints are. Rows emptied to zeros by deletes are left out,
 * as a rebuild does not write them.
 */
export async function rollupFingerprint(database: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [table, columns] of Object.entries(rollupFigures)) {
    const zero = columns.split(',').map(() => '0');
    const [row] = await database.query<{ rows: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS rows
       FROM ${table} r WHERE ROW(${columns}) <> ROW(${zero.join(', ')})`,
    );
    result[table] = row?.rows ?? '';
  }
  return result;
}

/**
 * Whether the rollups the triggers kept equal those rebuilt from the records (the property
 * the metric rollups promise): fingerprints before and after `rebuild_metric_rollups`.
 */
export async function rollupsEqualRebuild(
  database: Database,
): Promise<{ equal: boolean; kept: Record<string, string>; rebuilt: Record<string, string> }> {
  const kept = await rollupFingerprint(database);
  await database.query('SELECT rebuild_metric_rollups(organization_id) FROM organizations');
  const rebuilt = await rollupFingerprint(database);
  return { equal: JSON.stringify(kept) === JSON.stringify(rebuilt), kept, rebuilt };
}
