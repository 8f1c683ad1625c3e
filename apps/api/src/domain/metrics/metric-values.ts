import type { MetricValues } from '@salesdash/api-contract';
import type { RangeTotals } from './range-totals.ts';

/** A quotient whose denominator may be 0, which makes it 0 (docs/product-rules.md#metrics). */
export const ratio = (numerator: number, denominator: number): number =>
  denominator === 0 ? 0 : numerator / denominator;

/** Integer cents as dollars; a quotient of cents is rounded to the cent first. */
export const dollars = (cents: number): number => Math.round(cents) / 100;

/** One range's figures from its integer totals; `days` is the range's length. */
export function metricValues(totals: RangeTotals, days: number): MetricValues {
  const totalCashCents = totals.newCents + totals.planCents;
  return {
    newCash: dollars(totals.newCents),
    paymentPlans: dollars(totals.planCents),
    revenue: dollars(totals.revenueCents),
    totalCash: dollars(totalCashCents),
    commission: dollars(totals.commissionCents),
    closedDeals: totals.newDeals,
    totalCalls: totals.calls,
    cancelledCalls: totals.cancelled,
    noshowCalls: totals.noShow,
    takenCalls: totals.taken,
    notUpdatedCalls: totals.notUpdated,
    showRate: ratio(totals.taken, totals.taken + totals.noShow),
    closeRateTotal: ratio(totals.newDeals, totals.calls),
    closeRateTaken: ratio(totals.newDeals, totals.taken),
    collectedPerBooking: dollars(ratio(totalCashCents, totals.calls)),
    collectedPerTaken: dollars(ratio(totalCashCents, totals.taken)),
    messageSent: totals.messages,
    callsMade: totals.dials,
    callsAnswered: totals.answered,
    avgDuration: ratio(totals.answeredSeconds, totals.answered),
    apptsPerDay: ratio(totals.calls, days),
    transactionsPerDay: ratio(totals.transactions, days),
  };
}
