import { errorCodeByStatus, errorEnvelopeSchema } from '@salesdash/api-contract';
import { ApiError, networkErrorCode } from './api-error.ts';
import { HttpError, TimeoutError } from './http-client.ts';

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value == null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Maps whatever a call threw to an {@link ApiError}; the envelope's message wins over a generic one.
 * @param error - the error the call raised
 */
export function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    const status = error.response.status;
    const retryAfter = retryAfterSeconds(error.response.headers);
    const wait = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
    const envelope = errorEnvelopeSchema.safeParse(error.data);
    if (envelope.success) {
      return new ApiError({
        message: envelope.data.message,
        code: envelope.data.code,
        status,
        ...wait,
        ...(envelope.data.choices ? { choices: envelope.data.choices } : {}),
        cause: error,
      });
    }
    return new ApiError({
      message: error.response.statusText || `Request failed with status ${status}`,
      code: errorCodeByStatus[status] ?? (status >= 500 ? 'internal' : 'unknown'),
      status,
      ...wait,
      cause: error,
    });
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError({
      message: 'Network request failed',
      code: networkErrorCode,
      status: 0,
      cause: error,
    });
  }
  return new ApiError({ message: error.message, code: 'unknown', status: 0, cause: error });
}
