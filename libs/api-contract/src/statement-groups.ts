import type { StatementLine } from '@salesdash/api-contract';

/** A product's lines, or the lines no product owns (adjustments, carry-over). */
export type StatementLineGroup = {
  title: string;
  lines: { line: StatementLine; runningTotal: number }[];
  subtotal: number;
};

/** The title the PDF gives the lines without a product, so the screen and the file agree. */
export const noProductTitle = 'Not tied to a product';

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Lines grouped as the PDF groups them (products by name, the lines without one last, order kept
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
