/** The leaderboard's data states. */
export type BoardDataState = 'not-initialized' | 'loading' | 'initialized' | 'error';

/**
 * The data state of a board's query: initialized once a board arrived (a background refetch
 * keeps it shown), error when the last load failed, loading while one runs with nothing to show,
 * and not initialized before the first load starts.
 * @param query - `status` and `fetchStatus` of the board's React Query
 */
export function boardDataState(query: {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}): BoardDataState {
  if (query.status === 'success') return 'initialized';
  if (query.fetchStatus === 'fetching') return 'loading';
  return query.status === 'error' ? 'error' : 'not-initialized';
}
