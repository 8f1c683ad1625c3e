import { fixedDecimal } from './fixed-decimal.ts';
import { placeholder } from './placeholder.ts';

/**
 * Formats a ratio as a percentage with one decimal: the value ×100.
 *
 * @param ratio - `0.125` for 12.5 %; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatPercent(0.125) // '12.5%'
 * @example formatPercent(null) // '—'
 */
export function formatPercent(ratio: number | null | undefined): string {
  if (typeof ratio !== 'number' || !Number.isFinite(ratio)) return placeholder;
  const fixed = fixedDecimal(ratio, 1, 2);
  if (!fixed) return placeholder;
  return `${fixed.negative ? '-' : ''}${fixed.digits}%`;
}
