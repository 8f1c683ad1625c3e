import {
  accessTokenClaimsSchema,
  type AccessLevel,
  type AccessTokenClaims,
} from '@salesdash/api-contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; refresh tokens renew them. */
export const accessTokenTtlSeconds = 15 * 60;

export type AccessTokenSubject = {
  userId: number;
  organizationId: number;
  access: AccessLevel;
  uid: string;
  email: string;
};

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 access token with claims `sub`, `org`, `access`, `uid`, `email`, `iat`, `exp`. */
export async function signAccessToken(
  subject: AccessTokenSubject,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    org: subject.organizationId,
    access: subject.access,
    uid: subject.uid,
    email: subject.email,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenTtlSeconds)
    .sign(keyOf(secret));
}

/** Verifies signature, algorithm and expiry; returns the claims or null for any bad token. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    const parsed = accessTokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Like `verifyAccessToken`, but says why a token fails: `expired` when its signature is good
 * and only its time is up (the client renews the session and retries), `invalid` otherwise.
 */
export async function checkAccessToken(
  token: string,
  secret: string,
): Promise<{ claims: AccessTokenClaims } | { problem: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    const parsed = accessTokenClaimsSchema.safeParse(payload);
    return parsed.success ? { claims: parsed.data } : { problem: 'invalid' };
  } catch (error) {
    // jose checks the signature before the claims: an expired token was signed by us.
    return { problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
