import { errorCodeByStatus, errorEnvelopeSchema } from '@salesdash/api-contract';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ApiError, networkErrorCode } from './api-error.ts';

/**
 * Maps whatever ky threw to an {@link ApiError}; the envelope's message wins over a generic one.
 * @param error - the error ky raised
 */
export function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const envelope = errorEnvelopeSchema.safeParse(error.data);
    if (envelope.success) {
      return new ApiError({
        message: envelope.data.message,
        code: envelope.data.code,
        status,
        cause: error,
      });
    }
    return new ApiError({
      message: error.response.statusText || `Request failed with status ${status}`,
      code: errorCodeByStatus[status] ?? (status >= 500 ? 'internal' : 'unknown'),
      status,
      cause: error,
    });
  }
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError({
      message: 'Network request failed',
      code: networkErrorCode,
      status: 0,
      cause: error,
    });
  }
  return new ApiError({ message: error.message, code: 'unknown', status: 0, cause: error });
}
