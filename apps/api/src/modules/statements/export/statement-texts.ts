import type { Statement, StatementLineKind } from '@salesdash/api-contract';
import { formatDay } from '@salesdash/util-format';
import { DateTime } from 'luxon';

/**
 * The words both exports use, from one place, so the PDF and the CSV say the same thing; what
 * the screen says too (groups, totals, the late note) comes from the contract's
 * statement-groups.ts.
 */

export const lineKindLabels: Record<StatementLineKind, string> = {
  commission: 'Commission',
  clawback: 'Clawback',
  adjustment: 'Adjustment',
  carry_over: 'Carry-over',
  correction: 'Correction',
};

export const openNote =
  'This month is still open: these are the figures so far, as closing would freeze them today. ' +
  'They may change until the month is closed.';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** `2026-03` → `March 2026`. */
export function periodName(month: string): string {
  const match = monthPattern.exec(month);
  if (!match) return month;
  return `${longMonth.format(Date.UTC(2000, Number(match[2]) - 1, 15))} ${match[1]}`;
}

/**
 * "So far — this month is open", or the day it closed in the organization's time zone (a close
 * just after midnight UTC is still the last day of the month in New York).
 */
export function statusText(statement: Statement, timezone = 'UTC'): string {
  if (statement.status === 'open' || !statement.closed_at) return 'So far — this month is open';
  const day = DateTime.fromISO(statement.closed_at, { zone: 'utc' }).setZone(timezone).toISODate();
  const reopened = statement.version > 1 ? ` (version ${statement.version})` : '';
  return `Closed on ${formatDay(day)}${reopened}`;
}
