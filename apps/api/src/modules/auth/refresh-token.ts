import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../security/opaque-token.ts';

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Issues a new opaque refresh token (256 random bits, base64url) and stores its hash with a
 * 30-day expiry, in `familyId` (a rotation) or a new family (a sign-in).
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  now: Date = new Date(),
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + refreshTokenTtlMs),
  });
  return token;
}

/** Revokes every live token of one family (sign-out, or reuse of a rotated token). */
export async function revokeRefreshFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes all of a user's refresh tokens at once (password change, reset, deactivation). */
export async function revokeUserRefreshTokens(db: Db, userId: number, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
