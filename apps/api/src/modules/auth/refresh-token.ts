import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 hex of an opaque token; only the hash is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a new opaque refresh token (256 random bits, base64url) in a new family and stores
 * its hash with a 30-day expiry.
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(now.getTime() + refreshTokenTtlMs),
  });
  return token;
}
