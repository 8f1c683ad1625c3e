import type { StatementsStart } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollars, rowsOf } from '../../db/rows-of.ts';
import { nextMonth } from './calendar-months.ts';
import { statementsStartFrom } from './statements-start.ts';

/**
 * The organization's statements start with what a start month leaves out (`month`, else the
 * current setting): the deals and payments (counted once however many people they pay) and
 * adjustments dated before it in months no close froze, and the commission they carry. Also
 * the first month with any record and the latest start allowed: the month after the last
 * closed one, since a start past it would hide the months a close follows on from.
 */
export async function statementsStartFacts(
  db: Db,
  organizationId: number,
  month?: string,
): Promise<StatementsStart> {
  const startFrom = await statementsStartFrom(db, organizationId);
  const measured = month ?? startFrom;
  const before = measured === null ? sql`'-infinity'::date` : sql`${`${measured}-01`}::date`;
  const notFrozen = (date: ReturnType<typeof sql>) =>
    sql`to_char(${date}, 'YYYY-MM') NOT IN (SELECT sp.month FROM statement_periods sp
      WHERE sp.organization_id = ${organizationId} AND sp.status = 'closed')`;
  const [row] = await rowsOf<{
    deals: unknown;
    split_cents: unknown;
    adjustments: unknown;
    adjustment_cents: unknown;
    earliest: string | null;
    latest_closed: string | null;
  }>(
    db,
    sql`SELECT
        (SELECT count(DISTINCT s.transaction_id) FROM commission_splits s
          WHERE s.organization_id = ${organizationId} AND s.split_date < ${before}
            AND ${notFrozen(sql`s.split_date`)}) AS deals,
        (SELECT coalesce(sum(s.amount_cents), 0)::text FROM commission_splits s
          WHERE s.organization_id = ${organizationId} AND s.split_date < ${before}
            AND ${notFrozen(sql`s.split_date`)}) AS split_cents,
        (SELECT count(*) FROM adjustments j
          WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
            AND j.adjustment_date < ${before} AND ${notFrozen(sql`j.adjustment_date`)})
          AS adjustments,
        (SELECT coalesce(sum(j.amount_cents), 0)::text FROM adjustments j
          WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL
            AND j.adjustment_date < ${before} AND ${notFrozen(sql`j.adjustment_date`)})
          AS adjustment_cents,
        to_char(least(
          (SELECT min(s.split_date) FROM commission_splits s
            WHERE s.organization_id = ${organizationId}),
          (SELECT min(j.adjustment_date) FROM adjustments j
            WHERE j.organization_id = ${organizationId} AND j.deleted_at IS NULL)), 'YYYY-MM')
          AS earliest,
        (SELECT max(month) FROM statement_periods
          WHERE organization_id = ${organizationId} AND status = 'closed') AS latest_closed`,
  );
  if (!row) throw new Error('no answer about the organization');
  const cents = Number(row.split_cents) + Number(row.adjustment_cents);
  return {
    start_from: startFrom,
    month: measured,
    left_out: {
      records: Number(row.deals) + Number(row.adjustments),
      amount: dollars(cents),
    },
    earliest_month: row.earliest,
    latest_allowed: row.latest_closed === null ? null : nextMonth(row.latest_closed),
  };
}
