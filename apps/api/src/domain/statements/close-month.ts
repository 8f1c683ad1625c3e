import type { Statement } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, rowsOf } from '../../db/rows-of.ts';
import { ApiError } from '../../errors/api-error.ts';
import { organizationTodaySql } from '../organization-timezone.ts';
import { nextMonth } from './calendar-months.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { openStatements } from './open-statements.ts';
import { openDisputesOfMonth } from './statement-disputes.ts';
import { statementPeople } from './statement-people.ts';
import { statementsStartSql } from './statements-start.ts';
import { storeStatements } from './stored-statement.ts';

/** A month closed: its period's version, when, and each person's frozen statement. */
export type ClosedMonth = {
  month: string;
  version: number;
  closedAt: Date;
  statements: Statement[];
};

export type CloseOptions = {
  /** The admin saw the month's open disputes and closes anyway (409 otherwise). */
  confirmOpenDisputes?: boolean | undefined;
  /**
   * Called for each statement stored, with how many are: a test throws here to prove a close
   * failing half-way leaves nothing behind.
   */
  afterStatement?: (stored: number) => void | Promise<void>;
};

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/**
 * The period row of the month, created open if the month has none, and locked: a second close
 * of the same month waits here, then finds it closed.
 */
async function lockedPeriod(db: Db, organizationId: number, month: string) {
  await db.execute(
    sql`INSERT INTO statement_periods (organization_id, month) VALUES (${organizationId}, ${month})
      ON CONFLICT (organization_id, month) DO NOTHING`,
  );
  const [row] = await rowsOf<{ statement_period_id: number; status: string; version: number }>(
    db,
    sql`SELECT statement_period_id, status, version FROM statement_periods
      WHERE organization_id = ${organizationId} AND month = ${month} FOR UPDATE`,
  );
  if (!row) throw new Error('the period row is missing');
  return row;
}

/** Why a month may not close now, and the month in the way when another one is. */
export type CloseBlock = { reason: string; month: string | null };

/**
 * Why the month may not close now, or null when it may: already closed, not yet over, a later
 * month closed, or an earlier open month with lines (records before the organization's
 * statements start have none). The close refuses with it (409); the admin month shows it and
 * links the month in the way.
 * @param status - the month's period status (`open` when it has no row)
 */
export async function closeBlock(
  db: Db,
  organizationId: number,
  month: string,
  status: string,
): Promise<CloseBlock | null> {
  if (status === 'closed') return { reason: `${month} is already closed`, month: null };
  const start = statementsStartSql(organizationId);
  const [facts] = await rowsOf<{
    current: string;
    later_closed: string | null;
    open_before: string | null;
  }>(
    db,
    sql`SELECT to_char(${organizationTodaySql(organizationId)}, 'YYYY-MM') AS current,
      (SELECT min(month) FROM statement_periods
        WHERE organization_id = ${organizationId} AND status = 'closed' AND month > ${month})
        AS later_closed,
      (SELECT min(m.month) FROM (
          SELECT to_char(d, 'YYYY-MM') AS month, d::date AS start,
            (d + interval '1 month')::date AS next
          FROM generate_series(
            date_trunc('month', least(
              (SELECT min(s.split_date) FROM commission_splits s
                WHERE s.organization_id = ${organizationId} AND s.split_date >= ${start}),
              (SELECT min(j.adjustment_date) FROM adjustments j
                WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
                  AND j.adjustment_date >= ${start}))),
            ${`${month}-01`}::date - interval '1 month', interval '1 month') AS d
        ) AS m
        WHERE NOT EXISTS (SELECT 1 FROM statement_periods sp
            WHERE sp.organization_id = ${organizationId} AND sp.month = m.month
              AND sp.status = 'closed')
          AND (EXISTS (SELECT 1 FROM commission_splits s
              WHERE s.organization_id = ${organizationId} AND s.split_date >= m.start
                AND s.split_date < m.next)
            OR EXISTS (SELECT 1 FROM adjustments j
              WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
                AND j.adjustment_date >= m.start AND j.adjustment_date < m.next))) AS open_before`,
  );
  if (!facts) throw new Error('no answer about the month');
  if (month >= facts.current) {
    return { reason: `${month} has not ended yet in the organization's time zone`, month: null };
  }
  if (facts.later_closed) {
    return {
      reason: `${facts.later_closed} is already closed: months close in order`,
      month: facts.later_closed,
    };
  }
  if (facts.open_before) {
    return {
      reason: `${facts.open_before} is still open and has lines: close it first`,
      month: facts.open_before,
    };
  }
  return null;
}

/** {@link closeBlock}'s reason alone, or null when the month may close. */
export async function notClosableReason(
  db: Db,
  organizationId: number,
  month: string,
  status: string,
): Promise<string | null> {
  return (await closeBlock(db, organizationId, month, status))?.reason ?? null;
}

/**
 * The people who may have a statement in the month: anyone with a split or a live adjustment
 * dated up to its end (and not before the organization's statements start) (an earlier record may carry a negative balance in, or be late), and
 * anyone with a frozen statement before it (a deleted record of theirs leaves a correction).
 */
export async function closeCandidates(
  db: Db,
  organizationId: number,
  month: string,
): Promise<number[]> {
  const end = sql`${`${nextMonth(month)}-01`}::date`;
  const start = statementsStartSql(organizationId);
  // Asked person by person through the (user, date) indexes: a union of every record up to the
  // month read all of them, more with each month.
  const rows = await rowsOf<{ user_id: number }>(
    db,
    sql`SELECT u.user_id FROM users u
      WHERE u.organization_id = ${organizationId} AND (
        EXISTS (SELECT 1 FROM commission_splits s
          WHERE s.user_id = u.user_id AND s.organization_id = ${organizationId}
            AND s.split_date < ${end} AND s.split_date >= ${start})
        OR EXISTS (SELECT 1 FROM adjustments j
          WHERE j.user_id = u.user_id AND j.organization_id = ${organizationId}
            AND j.deleted_at IS NULL AND j.adjustment_date < ${end}
            AND j.adjustment_date >= ${start})
        OR EXISTS (SELECT 1 FROM statements st
          WHERE st.user_id = u.user_id AND st.organization_id = ${organizationId}
            AND st.month < ${month}))
      ORDER BY u.user_id`,
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * Closes a month of the organization in the caller's transaction `db`: freezes one statement
 * per person with a line or a carry in that month, exactly as `statementOf` computes it (one
 * `openStatements` for everyone), then
 * marks the period closed. Everything or nothing: the caller's transaction rolls back a
 * failure half-way, period row included.
 * @throws ApiError 409 when the month is closed already, not over, or not next in order, or
 *   has open disputes the admin did not confirm
 */
export async function closeMonth(
  db: Db,
  organizationId: number,
  month: string,
  closedBy: number,
  options: CloseOptions = {},
): Promise<ClosedMonth> {
  const period = await lockedPeriod(db, organizationId, month);
  const refusal = await notClosableReason(db, organizationId, month, period.status);
  if (refusal) throw conflict(refusal);
  const openDisputes = await openDisputesOfMonth(db, organizationId, month);
  const openCount = [...openDisputes.values()].reduce((sum, ids) => sum + ids.length, 0);
  if (openCount > 0 && options.confirmOpenDisputes !== true) {
    throw conflict(
      `${month} has ${openCount} open ${openCount === 1 ? 'dispute' : 'disputes'}: confirm to close anyway`,
    );
  }
  const [clock] = await rowsOf<{ now: unknown }>(db, sql`SELECT now() AS now`);
  const closedAt = new Date(isoInstant(clock?.now));
  const version = Number(period.version);
  const people = await statementPeople(
    db,
    organizationId,
    await closeCandidates(db, organizationId, month),
  );
  const closed = await latestClosedPeriod(db, organizationId, month);
  const built = (await openStatements(db, organizationId, month, people, closed)).filter(
    (statement) => statement.lines.length > 0,
  );
  const ids = await storeStatements(
    db,
    { statementPeriodId: Number(period.statement_period_id), organizationId, version, closedAt },
    built,
    openDisputes,
  );
  const frozen: Statement[] = [];
  for (const [index, statement] of built.entries()) {
    frozen.push({
      ...statement,
      statement_id: ids[index] ?? null,
      status: 'closed',
      version,
      closed_at: closedAt.toISOString(),
      open_dispute_ids_at_close: openDisputes.get(statement.user_id) ?? [],
    });
    await options.afterStatement?.(frozen.length);
  }
  await db.execute(
    sql`UPDATE statement_periods SET status = 'closed', closed_at = ${closedAt.toISOString()}::timestamptz,
        closed_by = ${closedBy}
      WHERE statement_period_id = ${period.statement_period_id}`,
  );
  return { month, version, closedAt, statements: frozen };
}
