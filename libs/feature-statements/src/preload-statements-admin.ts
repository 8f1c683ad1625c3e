import type { ApiClient } from '@salesdash/data-access-api';
import {
  statementAdminMonthQueryOptions,
  statementDisputesQueryOptions,
  statementQueryOptions,
} from '@salesdash/data-access-sales';
import type { QueryClient } from '@tanstack/react-query';
import { statementsAdminMonth, type StatementsAdminSearch } from './statements-admin-search.ts';

/**
 * The /statements/admin loader's part: starts the month, the open disputes and the opened
 * person's statement without waiting (the screen shows its skeletons and its own failures).
 */
export function preloadStatementsAdmin(
  queryClient: QueryClient,
  api: ApiClient,
  search: StatementsAdminSearch,
): void {
  const month = statementsAdminMonth(search);
  void queryClient.prefetchQuery(statementAdminMonthQueryOptions(api, month));
  void queryClient.prefetchQuery(statementDisputesQueryOptions(api, 'open'));
  if (search.user !== undefined)
    void queryClient.prefetchQuery(statementQueryOptions(api, month, search.user));
}
