import {
  useQueryClient,
  type DefaultError,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * Starts a query's request while its component renders, once (React Query's `usePrefetchQuery`,
 * whose types refuse the data-access factories' options). `useQuery` alone asks only after the
 * whole tree has committed, and a dashboard's details render a large one on their first view
 * (Lighthouse on a phone, docs/decisions/0044-dashboard-details-first-paint.md).
 * @param options - the same options the component then passes to `useQuery`; null asks nothing
 */
export function useRequestOnRender<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey> | null): void {
  const client = useQueryClient();
  if (options && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}
