import type {
  Statement,
  StatementLine,
  StatementLineKind,
  StatementTotals,
} from '@salesdash/api-contract';
import { formatDay } from '@salesdash/util-format';
import { DateTime } from 'luxon';

/**
 * The words both exports use, from one place, so the PDF, the CSV and (through the same
 * util-format formatters) the screen say the same thing.
 */

export const lineKindLabels: Record<StatementLineKind, string> = {
  commission: 'Commission',
  clawback: 'Clawback',
  adjustment: 'Adjustment',
  carry_over: 'Carry-over',
  correction: 'Correction',
};

/** The totals in the order a statement reads them, ending with what is paid and what carries. */
export const totalLabels: ReadonlyArray<readonly [keyof StatementTotals, string]> = [
  ['commission', 'Commission'],
  ['clawbacks', 'Clawbacks'],
  ['adjustments', 'Adjustments'],
  ['carried_in', 'Carried in'],
  ['corrections', 'Corrections'],
  ['balance', 'Balance'],
  ['payable', 'Payable'],
  ['carried_out', 'Carried out'],
];

export const lateNote = 'Late: dated in a month already closed';

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

/** A product's lines, or the lines no product owns (adjustments, carry-over). */
export type LineGroup = { title: string; lines: StatementLine[] };

export const noProductTitle = 'Not tied to a product';

/** Lines grouped by product, products by name, the lines without one last; order kept inside. */
export function groupLines(lines: readonly StatementLine[]): LineGroup[] {
  const byProduct = new Map<number, LineGroup>();
  const loose: StatementLine[] = [];
  for (const line of lines) {
    if (line.product_id === null) {
      loose.push(line);
      continue;
    }
    const group = byProduct.get(line.product_id) ?? {
      title: line.product_name ?? `Product ${line.product_id}`,
      lines: [],
    };
    group.lines.push(line);
    byProduct.set(line.product_id, group);
  }
  const groups = [...byProduct.values()].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return loose.length > 0 ? [...groups, { title: noProductTitle, lines: loose }] : groups;
}

/** Whole cents: the contract carries dollars, sums are done in cents so they never drift. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** A group's subtotal in dollars, summed in cents. */
export function subtotal(lines: readonly StatementLine[]): number {
  return lines.reduce((cents, line) => cents + toCents(line.amount), 0) / 100;
}
