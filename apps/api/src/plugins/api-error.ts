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
