import { apiKeyPrefix } from '@salesdash/api-contract';
import { newOpaqueToken } from './opaque-token.ts';

/** A new API key: `sdk_` and 256 random bits in base64url (safe in a shell and a header). */
export function newApiKey(): string {
  return `${apiKeyPrefix}${newOpaqueToken(32)}`;
}
