import { toCents, type StatementLine, type StatementTotals } from '@salesdash/api-contract';

/** What `lines` add up to, in cents. */
export const linesCents = (lines: readonly StatementLine[]) =>
  lines.reduce((sum, line) => sum + toCents(line.amount), 0);

/**
 * A statement's totals from its lines, summed in cents: the balance is every line (the carry
 * in among them); payable is what of it is positive, and a negative balance carries out.
 */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const byKind = { commission: 0, clawback: 0, adjustment: 0, carry_over: 0, correction: 0 };
  for (const line of lines) byKind[line.kind] += toCents(line.amount);
  const balance = Object.values(byKind).reduce((sum, value) => sum + value, 0);
  return {
    commission: byKind.commission / 100,
    clawbacks: byKind.clawback / 100,
    adjustments: byKind.adjustment / 100,
    carried_in: byKind.carry_over / 100,
    corrections: byKind.correction / 100,
    balance: balance / 100,
    payable: Math.max(0, balance) / 100,
    carried_out: Math.min(0, balance) / 100,
  };
}
