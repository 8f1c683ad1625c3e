import type { StatementClosePlan } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { organizationTodaySql } from '../organization-timezone.ts';
import { nextMonth } from './calendar-months.ts';
import { closeBlock } from './close-month.ts';
import { monthsWithLines } from './months-with-lines.ts';
import { fromStatementsStart } from './statements-start.ts';

/**
 * What "close every month up to `upTo`" closes, oldest first: the month after the last closed
 * one (it takes the late lines and corrections), every later month with lines, and `upTo`
 * itself; with how many people have lines in them, or why it may not start (the first month
 * is refused as a single close would refuse it, or `upTo` is not over or already closed).
 */
export async function closePlan(
  db: Db,
  organizationId: number,
  upTo: string,
): Promise<StatementClosePlan> {
  const [facts] = await rowsOf<{ current: string; latest_closed: string | null }>(
    db,
    sql`SELECT to_char(${organizationTodaySql(organizationId)}, 'YYYY-MM') AS current,
      (SELECT max(month) FROM statement_periods
        WHERE organization_id = ${organizationId} AND status = 'closed') AS latest_closed`,
  );
  const refused = (refusal: string): StatementClosePlan => ({
    up_to: upTo,
    months: [],
    people: 0,
    refusal,
  });
  if (!facts) throw new Error('no answer about the organization');
  const latest = facts.latest_closed;
  if (upTo >= facts.current) {
    return refused(`${upTo} has not ended yet in the organization's time zone`);
  }
  if (latest !== null && latest >= upTo) {
    return refused(
      latest === upTo
        ? `${upTo} is already closed`
        : `${latest} is already closed: months close in order`,
    );
  }
  const months = new Set(
    (await monthsWithLines(db, organizationId)).filter(
      (month) => month <= upTo && (latest === null || month > latest),
    ),
  );
  if (latest !== null) months.add(nextMonth(latest));
  months.add(upTo);
  const ordered = [...months].sort();
  const first = ordered[0] ?? upTo;
  const block = await closeBlock(db, organizationId, first, 'open');
  if (block) return refused(block.reason);
  const [people] = await rowsOf<{ n: unknown }>(
    db,
    sql`SELECT count(DISTINCT user_id) AS n FROM (
        SELECT s.user_id FROM commission_splits s
        WHERE s.organization_id = ${organizationId} AND s.split_date >= ${`${first}-01`}::date
          AND s.split_date < ${`${nextMonth(upTo)}-01`}::date
          AND ${fromStatementsStart(organizationId, sql`s.split_date`)}
        UNION ALL
        SELECT j.user_id FROM adjustments j
        WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
          AND j.adjustment_date >= ${`${first}-01`}::date
          AND j.adjustment_date < ${`${nextMonth(upTo)}-01`}::date
          AND ${fromStatementsStart(organizationId, sql`j.adjustment_date`)}
      ) AS dated`,
  );
  return { up_to: upTo, months: ordered, people: Number(people?.n ?? 0), refusal: null };
}
