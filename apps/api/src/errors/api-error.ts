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
    /** The values the field a 400 names can take, when only the server knows them (a workbook's sheets). */
    readonly choices?: readonly string[],
  ) {
    super(message);
  }
}

/**
 * A 400 about one field of the request, worded as the schema checks word theirs
 * (`role_id: No such role in this organization`), so clients show it under that field.
 */
export const fieldError = (field: string, message: string, choices?: readonly string[]) =>
  new ApiError(400, 'validation-error', `${field}: ${message}`, choices);

/**
 * The API's one answer for a record that is missing and for one the caller may not see, so
 * neither the status nor the message tells them apart.
 */
export const notFound = () => new ApiError(404, 'not-found', 'Not found');
