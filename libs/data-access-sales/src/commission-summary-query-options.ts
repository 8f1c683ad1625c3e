import type { CommissionSummary } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchCommissionSummary } from './fetch-commission-summary.ts';
import { salesKeys } from './sales-keys.ts';

/** Query options of a person's pay (rates, history, pending commission). */
export function commissionSummaryQueryOptions(
  api: ApiClient,
  userId: number,
): ApiQueryOptions<CommissionSummary, ReturnType<typeof salesKeys.commission>> {
  return queryOptions({
    queryKey: salesKeys.commission(userId),
    queryFn: () => fetchCommissionSummary(api, userId),
  });
}
