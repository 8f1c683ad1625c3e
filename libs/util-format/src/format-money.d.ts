/**
 * Formats an amount of US dollars with two decimals and thousands separators (spec §3, §9).
 *
 * @param dollars - Dollars, not cents; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatMoney(1234.5) // '$1,234.50'
 * @example formatMoney(-12) // '-$12.00'
 */
export declare function formatMoney(dollars: number | null | undefined): string;
