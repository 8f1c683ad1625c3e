/**
 * Formats an instant (an ISO date-time, e.g. a call's time) in the viewer's timezone.
 *
 * @param iso - the instant; anything unreadable gives `'—'`.
 * @example formatDateTime('2026-11-21T16:00:00Z') // 'Nov 21, 2026, 11:00 AM' in New York
 */
export declare function formatDateTime(iso: string | null | undefined): string;
