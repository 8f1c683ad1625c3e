/** The toasts for a screen's parallel loads. */
export const parallelLoadToasts = {
  allFailed: 'Error loading, please try again later',
  someFailed: 'Failed to load Employee data fully',
} as const;

/** What a screen needs to know of each of its parallel loads (a React Query result fits). */
export type ParallelLoad = { isError: boolean; isPending: boolean };

/**
 * The toast a screen shows for its parallel loads, once all have settled: a load counts
 * as failed only if all of them fail; some failing is a partial load.
 * @param loads - the screen's loads, in any order
 * @returns the toast's text, or null while loading or when nothing failed
 */
export function parallelLoadToast(loads: readonly ParallelLoad[]): string | null {
  if (loads.length === 0 || loads.some((load) => load.isPending && !load.isError)) return null;
  const failed = loads.filter((load) => load.isError).length;
  if (failed === 0) return null;
  return failed === loads.length ? parallelLoadToasts.allFailed : parallelLoadToasts.someFailed;
}
