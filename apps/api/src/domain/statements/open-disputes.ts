import type { Db } from '../../db/client.ts';

/**
 * Each person's open disputes of the month (absent: none). THE ONE PLACE the admin month counts
 * disputes: `statement_disputes` (migration 0029, built beside this branch) does not exist here
 * yet, so it answers none. The merger points this at the table: count its open rows of the
 * organization's month, grouped by user.
 */
export async function openDisputeCounts(
  _db: Db,
  _organizationId: number,
  _month: string,
): Promise<Map<number, number>> {
  return new Map();
}
