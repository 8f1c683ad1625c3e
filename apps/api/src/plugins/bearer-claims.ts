import type { AccessTokenClaims } from '@salesdash/api-contract';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../modules/auth/access-token.ts';

const verified = new WeakMap<FastifyRequest, Promise<AccessTokenClaims | null>>();

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
    claims = match?.[1] ? verifyAccessToken(match[1], secret) : Promise.resolve(null);
    verified.set(request, claims);
  }
  return claims;
}
