import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { ApiError } from '../../errors/api-error.ts';

/** A month reopened: the version its next close will store, and when. */
export type ReopenedMonth = { month: string; version: number; reopenedAt: Date; closedAt: string };

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/**
 * Reopens the organization's latest closed month in the caller's transaction `db`: the period
 * is open again under version + 1, so its month computes "so far" and the next close stores
 * the new version beside the old one, which stays readable (superseded). Only the latest
 * closed month: a later close started its carry chain from this month's statements.
 * @throws ApiError 409 when the month is open, or a later month is closed
 */
export async function reopenMonth(
  db: Db,
  organizationId: number,
  month: string,
  reason: string,
): Promise<ReopenedMonth> {
  const [period] = await rowsOf<{
    statement_period_id: number;
    status: string;
    version: number;
    closed_at: unknown;
  }>(
    db,
    sql`SELECT statement_period_id, status, version, closed_at FROM statement_periods
      WHERE organization_id = ${organizationId} AND month = ${month} FOR UPDATE`,
  );
  if (!period || period.status !== 'closed') throw conflict(`${month} is open: nothing to reopen`);
  const [later] = await rowsOf<{ month: string }>(
    db,
    sql`SELECT month FROM statement_periods
      WHERE organization_id = ${organizationId} AND status = 'closed' AND month > ${month}
      ORDER BY month DESC LIMIT 1`,
  );
  if (later) {
    throw conflict(`${later.month} is closed after ${month}: only the latest closed month reopens`);
  }
  const [row] = await rowsOf<{ version: number; reopened_at: unknown }>(
    db,
    sql`UPDATE statement_periods SET status = 'open', version = version + 1,
        reopened_at = now(), reopen_reason = ${reason}, closed_at = NULL, closed_by = NULL
      WHERE statement_period_id = ${period.statement_period_id}
      RETURNING version, reopened_at`,
  );
  if (!row) throw new Error('the period was not reopened');
  return {
    month,
    version: Number(row.version),
    reopenedAt: new Date(isoInstant(row.reopened_at)),
    closedAt: isoInstant(period.closed_at),
  };
}
