import { isApiError } from './api-error.ts';

/**
 * React Query's `retry` for the app: one more try after a network failure, a 5xx, a 408 or a 429,
 * none after any other 4xx. A 404 or 403 answers the same the second time, and waiting for it
 * only delays the page that explains it (the 404 page for a record out of sight).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}
