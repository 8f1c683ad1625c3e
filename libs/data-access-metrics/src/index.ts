export type { DashboardSubject, DayRange } from './dashboard-subject.ts';
export { fetchMetrics } from './fetch-metrics.ts';
export { metricsKeys } from './metrics-keys.ts';
export { metricsQueryOptions } from './metrics-query-options.ts';
export {
  readSavedDateRange,
  saveDateRange,
  savedDateRangeKey,
  type ChosenRange,
} from './saved-date-range.ts';
