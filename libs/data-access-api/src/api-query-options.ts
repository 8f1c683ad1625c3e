import type {
  QueryKey,
  QueryKeyWithDataTag,
  UndefinedInitialDataOptions,
} from '@tanstack/react-query';

/**
 * What this lib's `queryOptions` factories return: options for `useQuery`, loaders and
 * `queryClient.fetchQuery`, with a query key tagged by its data type (so `getQueryData` is
 * typed). Written out so the published declarations name only `@tanstack/react-query`, the peer
 * the host app installs, never its internal `@tanstack/query-core`.
 */
export type ApiQueryOptions<TData, TKey extends QueryKey> = UndefinedInitialDataOptions<
  TData,
  Error,
  TData,
  TKey
> &
  QueryKeyWithDataTag<TKey, TData, Error>;
