import type { AccessTokenClaims } from '@salesdash/api-contract';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../security/access-token.ts';

const verified = new WeakMap<FastifyRequest, Promise<AccessTokenClaims | null>>();

/** Tokens whose signature already checked out, by secret, kept until they expire. */
const maxRemembered = 10_000;
const rememberedBySecret = new Map<string, Map<string, AccessTokenClaims>>();

/**
 * Verifies a token, remembering the ones that pass: a browser sends the same token on every
 * request for 15 minutes, and the HMAC check is the costliest step of a cached read. A token
 * is a fixed string under one secret, so the answer cannot change except by expiring, which
 * is checked on every use.
 */
async function verifyRemembered(token: string, secret: string): Promise<AccessTokenClaims | null> {
  let remembered = rememberedBySecret.get(secret);
  if (!remembered) rememberedBySecret.set(secret, (remembered = new Map()));
  const known = remembered.get(token);
  if (known) {
    if (known.exp * 1000 > Date.now()) return known;
    remembered.delete(token);
    return null;
  }
  const claims = await verifyAccessToken(token, secret);
  if (claims) {
    if (remembered.size >= maxRemembered) remembered.clear();
    remembered.set(token, claims);
  }
  return claims;
}

/**
 * The claims of the request's `Authorization: Bearer` token once its signature, algorithm and
 * expiry check out, else null. Verified once per request: the rate limit (which runs first)
 * and the auth plugin share the answer.
 */
export function bearerClaims(
  request: FastifyRequest,
  secret: string,
): Promise<AccessTokenClaims | null> {
  let claims = verified.get(request);
  if (!claims) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    claims = match?.[1] ? verifyRemembered(match[1], secret) : Promise.resolve(null);
    verified.set(request, claims);
  }
  return claims;
}
