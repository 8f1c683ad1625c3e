/**
 * Formats a commission-history month (`YYYY-MM`) as year plus short English month name (spec §2).
 *
 * @throws Error `Invalid month (expected YYYY-MM): "<value>"` for anything else.
 * @example formatMonthLabel('2026-03') // '2026 Mar'
 */
export declare function formatMonthLabel(month: string): string;
