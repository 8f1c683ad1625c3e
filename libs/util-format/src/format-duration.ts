import { lazyFormat } from './lazy-format.ts';
import { placeholder } from './placeholder.ts';

const whole = lazyFormat(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const twoDigits = lazyFormat(
  () => new Intl.NumberFormat('en-US', { minimumIntegerDigits: 2, useGrouping: false }),
);

/**
 * Formats a duration such as an average call length: `'4m 05s'`, with hours when it reaches one
 * (`'1h 02m 05s'`) and always minutes, so a column of durations lines up (`'0m 45s'`).
 *
 * @param seconds - Rounded to the nearest second; `null`, `undefined`, negative and non-finite
 *   values give `'—'`.
 * @example formatDuration(245) // '4m 05s'
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return placeholder;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = `${twoDigits().format(total % 60)}s`;
  if (hours === 0) return `${whole().format(minutes)}m ${rest}`;
  return `${whole().format(hours)}h ${twoDigits().format(minutes)}m ${rest}`;
}
