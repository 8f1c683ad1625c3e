import { fixedDecimal } from './fixed-decimal.ts';
import { placeholder } from './placeholder.ts';

// Own digits rather than Intl's: the first Intl formatter of a page loads ICU (fixed-decimal.ts).
const whole = (value: number) => fixedDecimal(value, 0)?.digits ?? String(value);
const twoDigits = (value: number) => String(value).padStart(2, '0');

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
  const rest = `${twoDigits(total % 60)}s`;
  if (hours === 0) return `${whole(minutes)}m ${rest}`;
  return `${whole(hours)}h ${twoDigits(minutes)}m ${rest}`;
}
