/**
 * Formats a ratio as a percentage with one decimal: the value ×100 (spec §3).
 *
 * @param ratio - `0.125` for 12.5 %; `null`, `undefined` and non-finite numbers give `'—'`.
 * @example formatPercent(0.125) // '12.5%'
 * @example formatPercent(null) // '—'
 */
export declare function formatPercent(ratio: number | null | undefined): string;
