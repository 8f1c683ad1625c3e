import { toCents } from './money-input.ts';
import type { StatementLine, StatementTotals } from './statements.ts';

/*
 * How a statement reads, shared by the screen and the PDF and CSV exports so they group, total
 * and word it the same way.
 */

/** A product's lines, or the lines no product owns (adjustments, carry-over). */
export type StatementLineGroup = {
  title: string;
  lines: { line: StatementLine; runningTotal: number }[];
  subtotal: number;
};

/** The title of the lines without a product. */
export const noProductTitle = 'Not tied to a product';

/** The totals in the order a statement reads them, ending with what is paid and what carries. */
export const statementTotalLabels: ReadonlyArray<readonly [keyof StatementTotals, string]> = [
  ['commission', 'Commission'],
  ['clawbacks', 'Clawbacks'],
  ['adjustments', 'Adjustments'],
  ['carried_in', 'Carried in'],
  ['corrections', 'Corrections'],
  ['balance', 'Balance'],
  ['payable', 'Payable'],
  ['carried_out', 'Carried out'],
];

/** What a late line says beside its explanation. */
export const lateLineNote = 'Late: dated in a month already closed';

/**
 * Lines grouped by product (products by name, the lines without one last, order kept
 * inside), each with the group's running total. Sums are in cents so they never drift.
 */
export function groupStatementLines(lines: readonly StatementLine[]): StatementLineGroup[] {
  const byProduct = new Map<number, { title: string; lines: StatementLine[] }>();
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
  if (loose.length > 0) groups.push({ title: noProductTitle, lines: loose });
  return groups.map(({ title, lines: groupLines }) => {
    let cents = 0;
    const withTotals = groupLines.map((line) => {
      cents += toCents(line.amount);
      return { line, runningTotal: cents / 100 };
    });
    return { title, lines: withTotals, subtotal: cents / 100 };
  });
}
