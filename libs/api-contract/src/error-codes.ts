/** Machine-readable error codes; the auth ones are the web app's friendly codes. */
export const errorCodes = [
  'validation-error',
  'not-found',
  'unauthorized',
  'forbidden',
  'too-many-requests',
  'internal',
  'unavailable',
  'invalid-credential',
  'user-disabled',
  'wrong-password',
  'user-not-found',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'email-already-in-use',
  'conflict',
  'payload-too-large',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'no-seats-available',
  'share-link-invalid',
  'share-link-expired',
  'share-link-revoked',
  'stale-version',
  'last-admin',
  'idempotency-key-reused',
  'api-key-invalid',
  'api-key-revoked',
  'misdirected-request',
  'api-key-suspended',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The generic code of an HTTP status, for errors that carry no more specific one: the API
 * uses it to fill the envelope, clients to describe an answer that had no envelope.
 */
export const errorCodeByStatus: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'validation-error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  408: 'request-timeout',
  413: 'payload-too-large',
  414: 'uri-too-long',
  421: 'misdirected-request',
  429: 'too-many-requests',
  431: 'headers-too-large',
  503: 'unavailable',
};
