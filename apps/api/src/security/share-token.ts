import { newOpaqueToken } from './opaque-token.ts';

/** A new share token: 192 random bits, 32 base64url characters, short enough for a link. */
export function newShareToken(): string {
  return newOpaqueToken(24);
}
