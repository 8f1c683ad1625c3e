import type { Metrics } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import type { DashboardSubject, DayRange } from './dashboard-subject.ts';
import { fetchMetrics } from './fetch-metrics.ts';
import { metricsKeys } from './metrics-keys.ts';

/**
 * Query options of a dashboard's metrics for one range, keyed by subject and range.
 * @param api - the app's API client
 * @param subject - whose dashboard
 * @param range - the days, both ends inclusive
 */
export function metricsQueryOptions(
  api: ApiClient,
  subject: DashboardSubject,
  range: DayRange,
): ApiQueryOptions<Metrics, ReturnType<typeof metricsKeys.range>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, metricsKeys.range(subject, range)),
    queryFn: () => fetchMetrics(api, subject, range),
  });
}
