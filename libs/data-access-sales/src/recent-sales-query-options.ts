import type { TransactionListQuery } from '@salesdash/api-contract';
import { loadOrThrow, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { queryOptions } from '@tanstack/react-query';
import { fetchSalesList } from './fetch-sales-list.ts';
import { salesKeys } from './sales-keys.ts';
import type { SalesList } from './sales-resources.ts';

/** Spec §7/§9: recent sales are the 5 newest approved transactions. */
export function recentSalesQuery(range: DayRange): TransactionListQuery {
  return {
    ...range,
    page: 1,
    limit: 5,
    transaction_status: 'approved',
    sortField: 'transaction_date',
    sortOrder: 'desc',
  };
}

/**
 * Query options of a dashboard's recent sales in a range: the 5 newest approved transactions.
 * @throws LoadError 'Failed to load Recent Sales' (spec §8)
 */
export function recentSalesQueryOptions(
  api: ApiClient,
  subject: DashboardSubject,
  range: DayRange,
): ApiQueryOptions<SalesList<'transactions'>, ReturnType<typeof salesKeys.list<'transactions'>>> {
  const query = recentSalesQuery(range);
  return queryOptions({
    queryKey: salesKeys.list(subject, 'transactions', query),
    queryFn: () =>
      loadOrThrow('Failed to load Recent Sales', () =>
        fetchSalesList(api, 'transactions', subject, query),
      ),
  });
}
