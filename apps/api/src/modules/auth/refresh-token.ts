import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../security/opaque-token.ts';

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

/** However often a session renews, it ends this long after its sign-in. */
export const refreshFamilyTtlMs = 90 * 24 * 60 * 60 * 1000;

/** The family a rotation continues: its id and when it ends. */
export type RefreshFamily = { familyId: string; familyExpiresAt: Date };

/**
 * Issues a new opaque refresh token (256 random bits, base64url) and stores its hash, in
 * `family` (a rotation) or a new family of 90 days (a sign-in). The token lives 30 days, never
 * past its family's end.
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  now: Date = new Date(),
  family: RefreshFamily = {
    familyId: randomUUID(),
    familyExpiresAt: new Date(now.getTime() + refreshFamilyTtlMs),
  },
): Promise<string> {
  const token = newOpaqueToken();
  const ttlEnd = now.getTime() + refreshTokenTtlMs;
  await db.insert(refreshTokens).values({
    userId,
    familyId: family.familyId,
    familyExpiresAt: family.familyExpiresAt,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Math.min(ttlEnd, family.familyExpiresAt.getTime())),
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
