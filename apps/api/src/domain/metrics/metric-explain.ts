import type { MetricExplanation, Metrics } from '@salesdash/api-contract';
import type { RangeTotals } from './range-totals.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

const explained = (numerator: number, denominator: number, formula: string): MetricExplanation => ({
  numerator,
  denominator,
  formula,
});

/**
 * Every ratio of a range with its numerator and denominator, as the metric card's tooltip shows
 * them: sales teams disagree on denominators, and reps must be able to check. Deals and cash are
 * the closer's while calls count for closer and setter (docs/product-rules.md#metrics), so each
 * says whose: a setter sees why their close rate has no deals in it.
 */
export function metricExplain(totals: RangeTotals, days: number): Metrics['explain'] {
  const cash = (totals.newCents + totals.planCents) / 100;
  const { taken, noShow, calls, newDeals, answered } = totals;
  const dayWord = days === 1 ? 'day' : 'days';
  return {
    showRate: explained(
      taken,
      taken + noShow,
      `Show rate = ${count.format(taken)} taken ÷ ${count.format(taken + noShow)} (taken + no-show)`,
    ),
    closeRateTotal: explained(
      newDeals,
      calls,
      `Close rate = ${count.format(newDeals)} closed deals (the closer’s) ÷ ${count.format(calls)} booked calls (closer’s or setter’s)`,
    ),
    closeRateTaken: explained(
      newDeals,
      taken,
      `Close rate (taken) = ${count.format(newDeals)} closed deals (the closer’s) ÷ ${count.format(taken)} taken calls (closer’s or setter’s)`,
    ),
    collectedPerBooking: explained(
      cash,
      calls,
      `Collected per booking = ${usd.format(cash)} total cash (the closer’s) ÷ ${count.format(calls)} booked calls (closer’s or setter’s)`,
    ),
    collectedPerTaken: explained(
      cash,
      taken,
      `Collected per taken call = ${usd.format(cash)} total cash (the closer’s) ÷ ${count.format(taken)} taken calls (closer’s or setter’s)`,
    ),
    apptsPerDay: explained(
      calls,
      days,
      `Appointments per day = ${count.format(calls)} booked calls ÷ ${days} ${dayWord}`,
    ),
    transactionsPerDay: explained(
      totals.transactions,
      days,
      `Transactions per day = ${count.format(totals.transactions)} approved transactions ÷ ${days} ${dayWord}`,
    ),
    avgDuration: explained(
      totals.answeredSeconds,
      answered,
      `Average duration = ${count.format(totals.answeredSeconds)} s ÷ ${count.format(answered)} answered calls`,
    ),
  };
}
