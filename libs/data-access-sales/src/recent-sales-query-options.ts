import type { DealPositionQuery, TransactionListQuery } from '@salesdash/api-contract';
import {
  loadOrThrow,
  scopedQueryKey,
  type ApiClient,
  type ApiQueryOptions,
} from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { queryOptions } from '@tanstack/react-query';
import { fetchSalesList } from './fetch-sales-list.ts';
import { salesKeys } from './sales-keys.ts';
import type { SalesList } from './sales-resources.ts';

/**
 * Recent sales are the 5 newest approved transactions; on a person's dashboard of the position
 * their transactions table shows (docs/decisions/0029-deals-by-position.md).
 */
export function recentSalesQuery(
  range: DayRange,
  position?: DealPositionQuery,
): TransactionListQuery {
  return {
    ...range,
    ...(position === undefined ? {} : { position }),
    page: 1,
    limit: 5,
    transaction_status: 'approved',
    sortField: 'transaction_date',
    sortOrder: 'desc',
  };
}

/**
 * Query options of a dashboard's recent sales in a range: the 5 newest approved transactions.
 * @param position - a person's deals by the position they held (closed by them when absent)
 * @throws LoadError 'Failed to load Recent Sales'
 */
export function recentSalesQueryOptions(
  api: ApiClient,
  subject: DashboardSubject,
  range: DayRange,
  position?: DealPositionQuery,
): ApiQueryOptions<SalesList<'transactions'>, ReturnType<typeof salesKeys.list<'transactions'>>> {
  const query = recentSalesQuery(range, position);
  return queryOptions({
    queryKey: scopedQueryKey(api, salesKeys.list(subject, 'transactions', query)),
    queryFn: () =>
      loadOrThrow('Failed to load Recent Sales', () =>
        fetchSalesList(api, 'transactions', subject, query),
      ),
  });
}
