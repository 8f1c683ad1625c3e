import { toCents, type Statement } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { nextMonth } from './calendar-months.ts';
import { latestClosedPeriod } from './closed-periods.ts';
import { currentStatementSql } from './current-statements.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "November 2026" for `2026-11`. */
function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)));
}

/**
 * "$400.00 of November 2026's commission was paid in December 2026's statement as a late line":
 * the one sentence the statement and the dashboard both say, so the two explain each other.
 */
export function lateLineNote(cents: number, datedIn: string, paidIn: string, paidOpen: boolean) {
  const verb = paidOpen ? 'is paid' : 'was paid';
  return `${usd.format(cents / 100)} of ${monthLabel(datedIn)}'s commission ${verb} in ${monthLabel(paidIn)}'s statement as a late line`;
}

/**
 * What of `month`'s records a closed month's statement left to a later one: each split and
 * adjustment of the person dated in the month that its current statement does not hold, by the
 * current statement that does (or the first open month, which pays every late line so far).
 */
async function paidLater(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
): Promise<{ paidIn: string; cents: number; open: boolean }[]> {
  const closed = await latestClosedPeriod(db, organizationId, '9999-12');
  if (!closed || closed.month < month) return [];
  const [own] = await rowsOf<{ status: string }>(
    db,
    sql`SELECT status FROM statement_periods
      WHERE organization_id = ${organizationId} AND month = ${month}`,
  );
  if (own?.status !== 'closed') return [];
  const start = sql`${`${month}-01`}::date`;
  const end = sql`(${start} + interval '1 month')::date`;
  const rows = await rowsOf<{ paid_in: string | null; cents: unknown }>(
    db,
    sql`WITH dated AS (
        SELECT 'split:' || s.commission_split_id AS key, s.amount_cents FROM commission_splits s
        WHERE s.organization_id = ${organizationId} AND s.user_id = ${userId}
          AND s.split_date >= ${start} AND s.split_date < ${end}
        UNION ALL
        SELECT 'adjustment:' || j.adjustment_id, j.amount_cents FROM adjustments j
        WHERE j.organization_id = ${organizationId} AND j.user_id = ${userId}
          AND j.deleted_at IS NULL AND j.adjustment_date >= ${start} AND j.adjustment_date < ${end}
      ), frozen AS (
        SELECT st.month, sl.key, sl.amount_cents FROM statements st
        JOIN statement_lines sl ON sl.statement_id = st.statement_id
        WHERE st.organization_id = ${organizationId} AND st.user_id = ${userId}
          AND st.month >= ${month} AND ${currentStatementSql()}
      )
      SELECT f.month AS paid_in, sum(coalesce(f.amount_cents, d.amount_cents))::text AS cents
      FROM dated d LEFT JOIN frozen f ON f.key = d.key
      WHERE f.month IS DISTINCT FROM ${month}
      GROUP BY f.month ORDER BY f.month NULLS LAST`,
  );
  return rows
    .map((row) => ({
      paidIn: row.paid_in ?? nextMonth(closed.month),
      cents: Number(row.cents),
      open: row.paid_in === null,
    }))
    .filter((row) => row.cents !== 0);
}

/**
 * Why the person's statement of `month` differs from the month's dashboard, which counts
 * records by their own date: the late lines this statement pays from earlier months, and the
 * records of this month a later statement paid because they arrived after the close. Empty when
 * the two agree on late lines (corrections and carry-overs are lines of their own).
 * @param statement - the person's statement of `month`, when they have one
 */
export async function lateLineNotes(
  db: Db,
  organizationId: number,
  userId: number,
  month: string,
  statement: Statement | null,
): Promise<string[]> {
  const incoming = new Map<string, number>();
  for (const line of statement?.lines ?? []) {
    const datedIn = line.date.slice(0, 7);
    if (!line.late || datedIn === month) continue;
    incoming.set(datedIn, (incoming.get(datedIn) ?? 0) + toCents(line.amount));
  }
  const paidOpen = statement === null || statement.status === 'open';
  const notes = [...incoming]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([datedIn, cents]) => lateLineNote(cents, datedIn, month, paidOpen));
  for (const later of await paidLater(db, organizationId, userId, month)) {
    notes.push(lateLineNote(later.cents, month, later.paidIn, later.open));
  }
  return notes;
}
