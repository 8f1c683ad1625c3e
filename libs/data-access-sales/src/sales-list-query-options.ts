import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import type { DashboardSubject } from '@salesdash/data-access-metrics';
import { queryOptions } from '@tanstack/react-query';
import { fetchSalesList } from './fetch-sales-list.ts';
import { salesKeys } from './sales-keys.ts';
import type { SalesList, SalesListQuery, SalesResource } from './sales-resources.ts';
import { withoutShortSearch } from './without-short-search.ts';

/**
 * Query options of one page of a dashboard's table, keyed by every parameter of its query as
 * sent (a one-letter search is not: it shares the unsearched page).
 * @param api - the app's API client
 * @param resource - `transactions`, `appointments` or `outbound-records`
 * @param subject - whose dashboard
 * @param query - the table's query
 */
export function salesListQueryOptions<R extends SalesResource>(
  api: ApiClient,
  resource: R,
  subject: DashboardSubject,
  query: SalesListQuery<R>,
): ApiQueryOptions<SalesList<R>, ReturnType<typeof salesKeys.list<R>>> {
  const sent = withoutShortSearch(query);
  return queryOptions({
    queryKey: scopedQueryKey(api, salesKeys.list(subject, resource, sent)),
    queryFn: () => fetchSalesList(api, resource, subject, sent),
  }) as ApiQueryOptions<SalesList<R>, ReturnType<typeof salesKeys.list<R>>>;
}
