import type { ErrorCode } from '@salesdash/api-contract';

/**
 * An error whose message and code are safe to show to the client, even for 5xx statuses.
 * Anything else that escapes a handler becomes a generic 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The API's one answer for a record that is missing and for one the caller may not see, so
 * neither the status nor the message tells them apart.
 */
export const notFound = () => new ApiError(404, 'not-found', 'Not found');
