import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';

/** A closed month of the organization: its latest closing. */
export type ClosedPeriod = { month: string; version: number; closedAt: string };

/**
 * The organization's latest closed month up to `month` (inclusive), or null when none is: the
 * month itself when it is closed, otherwise the close the open month's chain starts from.
 */
export async function latestClosedPeriod(
  db: Db,
  organizationId: number,
  month: string,
): Promise<ClosedPeriod | null> {
  const [row] = await rowsOf<{ month: string; version: number; closed_at: unknown }>(
    db,
    sql`SELECT month, version, closed_at FROM statement_periods
      WHERE organization_id = ${organizationId} AND status = 'closed' AND month <= ${month}
      ORDER BY month DESC LIMIT 1`,
  );
  if (!row) return null;
  return { month: row.month, version: Number(row.version), closedAt: isoInstant(row.closed_at) };
}

/**
 * The version the month's next close will store: 1, then one more per reopening (a month with
 * no period row is at 1).
 */
export async function periodVersion(db: Db, organizationId: number, month: string) {
  const [row] = await rowsOf<{ version: number }>(
    db,
    sql`SELECT version FROM statement_periods
      WHERE organization_id = ${organizationId} AND month = ${month}`,
  );
  return row ? Number(row.version) : 1;
}
