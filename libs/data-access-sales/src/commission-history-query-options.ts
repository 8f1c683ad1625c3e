import type { CommissionHistory } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import type { DashboardSubject } from '@salesdash/data-access-metrics';
import { queryOptions } from '@tanstack/react-query';
import { fetchCommissionHistory } from './fetch-commission-history.ts';
import { salesKeys } from './sales-keys.ts';

/** Query options of a dashboard's commission history (the last 12 months). */
export function commissionHistoryQueryOptions(
  api: ApiClient,
  subject: DashboardSubject,
): ApiQueryOptions<CommissionHistory, ReturnType<typeof salesKeys.history>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, salesKeys.history(subject)),
    queryFn: () => fetchCommissionHistory(api, subject),
  });
}
