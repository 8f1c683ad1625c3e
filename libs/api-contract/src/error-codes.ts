/** Machine-readable error codes; the auth ones are the friendly codes of spec §8. */
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
] as const;

export type ErrorCode = (typeof errorCodes)[number];
