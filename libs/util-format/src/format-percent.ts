import { lazyFormat } from './lazy-format.ts';
import { placeholder } from './placeholder.ts';

const percent = lazyFormat(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'negative',
    }),
);

/**
 * Formats a ratio as a percentage with one decimal: the value ×100.
 *
 * @param ratio - `0.125` for 12.5 %; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatPercent(0.125) // '12.5%'
 * @example formatPercent(null) // '—'
 */
export function formatPercent(ratio: number | null | undefined): string {
  return typeof ratio === 'number' && Number.isFinite(ratio)
    ? percent().format(ratio)
    : placeholder;
}
