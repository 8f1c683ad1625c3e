/**
 * Formats a count (calls, deals, messages) as a whole number with thousands separators.
 *
 * @param value - Rounded to the nearest whole number; `null`, `undefined` and non-finite numbers
 *   give `'—'`.
 * @example formatCount(12345) // '12,345'
 */
export declare function formatCount(value: number | null | undefined): string;
