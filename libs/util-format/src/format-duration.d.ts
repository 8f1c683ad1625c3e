/**
 * Formats a duration such as an average call length: `'4m 05s'`, with hours when it reaches one
 * (`'1h 02m 05s'`) and always minutes, so a column of durations lines up (`'0m 45s'`).
 *
 * @param seconds - Rounded to the nearest second; `null`, `undefined`, negative and non-finite
 *   values give `'—'`.
 * @example formatDuration(245) // '4m 05s'
 */
export declare function formatDuration(seconds: number | null | undefined): string;
