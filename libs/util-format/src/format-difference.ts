import { lazyFormat } from './lazy-format.ts';
import { placeholder } from './placeholder.ts';

// 'exceptZero' signs both directions but leaves a change that rounds to 0.0 % unsigned.
const signedPercent = lazyFormat(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

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
  if (typeof ratio === 'number' && Number.isFinite(ratio))
    return signedPercent().format(ratio).replace('-', '\u2212');
  return typeof current === 'number' && current > 0 ? 'new' : placeholder;
}
