import { nextMonth } from './calendar-months.ts';
import type { MonthSum } from './person-month-sums.ts';

/** A month of the chain: its own lines summed and the negative balance carried into it. */
export type ChainedMonth = { month: string; linesCents: number; carriedInCents: number };

/**
 * Where a chain starts when a month before it is closed: the first open month, with the carry
 * out of the last closed statement (sums of earlier months are then ignored).
 */
export type ChainStart = { month: string; carriedInCents: number };

/**
 * The carry-over chain from the person's first month through `last`, every calendar month in
 * between included (a negative balance crosses months without records): each month's balance
 * is its lines plus the carry in, and only a negative balance carries on. Payable never goes
 * below zero, so a positive balance is paid out and carries nothing.
 */
export function carryChain(
  sums: readonly MonthSum[],
  last: string,
  start?: ChainStart,
): ChainedMonth[] {
  const first = start?.month ?? sums[0]?.month;
  if (first === undefined || first > last) return [];
  const byMonth = new Map(sums.map((sum) => [sum.month, sum.cents]));
  const chain: ChainedMonth[] = [];
  let carry = start?.carriedInCents ?? 0;
  for (let month = first; month <= last; month = nextMonth(month)) {
    const linesCents = byMonth.get(month) ?? 0;
    chain.push({ month, linesCents, carriedInCents: carry });
    carry = Math.min(0, linesCents + carry);
  }
  return chain;
}

/** The negative balance `month` carries in (0 when none), from the months before it. */
export function carriedInto(
  sumsBefore: readonly MonthSum[],
  month: string,
  start?: ChainStart,
): number {
  const chain = carryChain(sumsBefore, month, start);
  return chain[chain.length - 1]?.carriedInCents ?? 0;
}
