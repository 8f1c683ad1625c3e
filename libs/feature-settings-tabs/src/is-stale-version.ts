import { isApiError } from '@salesdash/data-access-api';

/**
 * Whether a save was refused because someone saved the record first (409 `stale-version`).
 * @param error - the mutation's error
 */
export const isStaleVersion = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === 'stale-version';
