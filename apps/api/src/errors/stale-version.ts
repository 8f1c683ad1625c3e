import { ApiError } from './api-error.ts';

/**
 * 409 for an edit made on a version someone has since replaced: the form reloads and shows
 * their change instead of silently overwriting it.
 */
export const staleVersion = (what: string) =>
  new ApiError(
    409,
    'stale-version',
    `Someone changed this ${what} since you opened it; reload to see their change and try again`,
  );
