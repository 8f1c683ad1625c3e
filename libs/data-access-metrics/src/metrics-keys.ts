import type { DashboardSubject, DayRange } from './dashboard-subject.ts';

/**
 * Query-key tree of metrics. A change to sales records invalidates `metricsKeys.subject(...)`
 * (one dashboard) or `metricsKeys.all` by prefix.
 */
export const metricsKeys = {
  all: ['metrics'] as const,
  subject: ({ kind, id }: DashboardSubject) => [...metricsKeys.all, kind, id] as const,
  range: (subject: DashboardSubject, { startDate, endDate }: DayRange) =>
    [...metricsKeys.subject(subject), { startDate, endDate }] as const,
};
