import { lazyFormat } from './lazy-format.ts';
import { placeholder } from './placeholder.ts';

const count = lazyFormat(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }),
);

/**
 * Formats a count (calls, deals, messages) as a whole number with thousands separators.
 *
 * @param value - Rounded to the nearest whole number; `null`, `undefined` and non-finite numbers
 *   give `'—'`.
 * @example formatCount(12345) // '12,345'
 */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? count().format(value) : placeholder;
}
