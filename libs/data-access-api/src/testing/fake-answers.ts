import type { FakeAnswer } from './create-fake-api-client.ts';

/**
 * The API's success envelope around `data`.
 * @param data - the payload
 * @param status - 200 unless given (201 for creations)
 */
export function success(data: unknown, status = 200): FakeAnswer {
  return { status, body: { status: 'success', data } };
}

/**
 * The API's error envelope: what `ApiError` carries as `status`, `code` and `message`.
 * @param status - the HTTP status
 * @param code - the envelope code, e.g. `invalid-credential`
 * @param message - the envelope message (the code unless given)
 * @param headers - e.g. `{ 'retry-after': '30' }` for a 429
 */
export function failure(
  status: number,
  code: string,
  message: string = code,
  headers?: Record<string, string>,
): FakeAnswer {
  return { status, body: { status: 'error', code, message }, ...(headers ? { headers } : {}) };
}
