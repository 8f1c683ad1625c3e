import { lazyFormat } from './lazy-format.ts';
import { placeholder } from './placeholder.ts';

// 'negative' leaves the sign off values that round to zero, so -0.001 is '$0.00', not '-$0.00'.
const money = lazyFormat(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/**
 * Formats an amount of US dollars with two decimals and thousands separators.
 *
 * @param dollars - Dollars, not cents; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatMoney(1234.5) // '$1,234.50'
 * @example formatMoney(-12) // '-$12.00'
 */
export function formatMoney(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars)
    ? money().format(dollars)
    : placeholder;
}
