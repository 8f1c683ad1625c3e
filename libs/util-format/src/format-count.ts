import { fixedDecimal } from './fixed-decimal.ts';
import { placeholder } from './placeholder.ts';

/**
 * Formats a count (calls, deals, messages) as a whole number with thousands separators.
 *
 * @param value - Rounded to the nearest whole number; `null`, `undefined` and non-finite numbers
 *   give `'—'`.
 * @example formatCount(12345) // '12,345'
 */
export function formatCount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return placeholder;
  const fixed = fixedDecimal(value, 0);
  if (!fixed) return placeholder;
  return `${fixed.negative ? '-' : ''}${fixed.digits}`;
}
