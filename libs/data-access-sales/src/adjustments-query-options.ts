import type { AdjustmentList } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import type { DayRange } from '@salesdash/data-access-metrics';
import { queryOptions } from '@tanstack/react-query';
import { fetchAdjustments } from './fetch-adjustments.ts';
import { salesKeys } from './sales-keys.ts';

/** Query options of a person's adjustments in a range. */
export function adjustmentsQueryOptions(
  api: ApiClient,
  userId: number,
  range: DayRange,
): ApiQueryOptions<AdjustmentList, ReturnType<typeof salesKeys.adjustments>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, salesKeys.adjustments(userId, range)),
    queryFn: () => fetchAdjustments(api, userId, range),
  });
}
