/**
 * How long ago an instant was, in words (a notification's time): under a minute is
 * `'just now'`, then minutes, hours, days, weeks, months and years, rounded down. An instant in
 * the future (a clock a little ahead) is `'just now'` too.
 *
 * @param iso - the instant; anything unreadable gives `'—'`.
 * @param now - the moment to count from, in ms since the epoch (now unless given).
 * @example formatTimeAgo('2026-11-23T09:30:00Z', Date.parse('2026-11-23T12:00:00Z')) // '2 hours ago'
 */
export declare function formatTimeAgo(iso: string | null | undefined, now?: number): string;
