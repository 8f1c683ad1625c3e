import { fixedDecimal } from './fixed-decimal.ts';
import { placeholder } from './placeholder.ts';

/**
 * Formats an amount of US dollars with two decimals and thousands separators.
 *
 * @param dollars - Dollars, not cents; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatMoney(1234.5) // '$1,234.50'
 * @example formatMoney(-12) // '-$12.00'
 */
export function formatMoney(dollars: number | null | undefined): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return placeholder;
  // Intl's 'negative' sign display: no sign on values that round to zero ('$0.00' for -0.001).
  const fixed = fixedDecimal(dollars, 2);
  if (!fixed) return placeholder;
  return `${fixed.negative ? '-' : ''}$${fixed.digits}`;
}
