/**
 * Formats a calendar date (`YYYY-MM-DD`, e.g. a transaction date) for people, as Intl's en-US
 * medium date style does, without Intl (see `shortMonthNames`). A calendar date names the same
 * day everywhere: no timezone shifts it.
 *
 * @param day - the date; anything else (or a day that does not exist) gives `'—'`.
 * @example formatDay('2026-11-20') // 'Nov 20, 2026'
 */
export declare function formatDay(day: string | null | undefined): string;
