/**
 * Whose dashboard a call reads: a person (`users`) or a product (`products`), the path segment
 * of `/api/metrics/{kind}/:id` and of every list beside it.
 */
export type DashboardSubject = { kind: 'users' | 'products'; id: number };

/** A range of days, both ends inclusive, `YYYY-MM-DD`. */
export type DayRange = { startDate: string; endDate: string };
