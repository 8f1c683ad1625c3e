import { fixedDecimal } from './fixed-decimal.ts';
import { placeholder } from './placeholder.ts';

/**
 * Formats the change against the previous period: `'+12.5%'`, `'−3.0%'` (with a true minus sign,
 * U+2212, so it lines up with the plus), `'0.0%'`, `'new'` or `'—'`.
 *
 * A ratio can only be missing or infinite when the previous value was 0, so then the result is
 * `'new'` if `current` is above 0 and `'—'` otherwise.
 *
 * @param ratio - `(current − previous) / previous`, e.g. `0.125` for +12.5 %.
 * @param current - This period's value; only read when `ratio` is missing or not finite.
 * @example formatDifference(0.125) // '+12.5%'
 * @example formatDifference(-0.03) // '−3.0%'
 * @example formatDifference(null, 5) // 'new'
 */
export function formatDifference(
  ratio: number | null | undefined,
  current?: number | null,
): string {
  if (typeof ratio === 'number' && Number.isFinite(ratio)) {
    const fixed = fixedDecimal(ratio, 1, 2);
    if (!fixed) return placeholder;
    // Intl's 'exceptZero': both directions signed, a change that rounds to 0.0 % unsigned.
    const sign = fixed.negative ? '\u2212' : /[1-9]/.test(fixed.digits) ? '+' : '';
    return `${sign}${fixed.digits}%`;
  }
  return typeof current === 'number' && current > 0 ? 'new' : placeholder;
}
