import type { ApiClient } from '@salesdash/data-access-api';
import {
  statementMonthsQueryOptions,
  statementQueryOptions,
  statementSpanQueryOptions,
} from '@salesdash/data-access-sales';
import type { QueryClient } from '@tanstack/react-query';
import { statementsYear, type StatementsSearch } from './statements-search.ts';

/**
 * The route loader's part: starts the year's months and the opened month's statement without
 * waiting (the screen shows its skeletons meanwhile, and a failure is the screen's own).
 */
export function preloadStatements(
  queryClient: QueryClient,
  api: ApiClient,
  search: StatementsSearch,
): void {
  const year = statementsYear(search);
  // Without a year, the screen opens on the latest month with lines: the span names it.
  void queryClient.prefetchQuery(statementSpanQueryOptions(api));
  if (year !== undefined) void queryClient.prefetchQuery(statementMonthsQueryOptions(api, year));
  if (search.month) void queryClient.prefetchQuery(statementQueryOptions(api, search.month));
}
