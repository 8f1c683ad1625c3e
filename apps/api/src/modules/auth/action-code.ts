import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { actionCodes } from '../../db/schema/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../security/opaque-token.ts';

export type ActionCodeKind = 'invite' | 'reset';

export const inviteTtlMs = 7 * 24 * 60 * 60 * 1000;
export const resetTtlMs = 60 * 60 * 1000;

/**
 * Creates a single-use code for `userId`, retiring that user's earlier unused codes of the same
 * kind (a new invite or reset link replaces the old one).
 * @returns the 256-bit base64url token (shown once, never stored) and its expiry
 */
export async function createActionCode(
  db: Db,
  input: {
    organizationId: number;
    userId: number;
    kind: ActionCodeKind;
    createdBy: number | null;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + (input.kind === 'invite' ? inviteTtlMs : resetTtlMs));
  await retireActionCodes(db, input.userId, input.kind, now);
  await db.insert(actionCodes).values({
    organizationId: input.organizationId,
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
    createdBy: input.createdBy,
  });
  return { token, expiresAt };
}

/**
 * Marks a user's unused codes as used: those of `kind`, or every kind when it is omitted (a
 * deactivated person keeps no way back in).
 */
export async function retireActionCodes(
  db: Db,
  userId: number,
  kind?: ActionCodeKind,
  now = new Date(),
) {
  await db
    .update(actionCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(actionCodes.userId, userId),
        kind === undefined ? undefined : eq(actionCodes.kind, kind),
        isNull(actionCodes.usedAt),
      ),
    );
}

export type ActionCode = typeof actionCodes.$inferSelect;

/**
 * The live code behind `token`: 400 `invalid-action-code` when unknown, of another kind or
 * used; 400 `expired-action-code` when past its expiry.
 */
export async function findLiveActionCode(
  db: Db,
  token: string,
  kind: ActionCodeKind,
  now = new Date(),
): Promise<ActionCode> {
  const [code] = await db
    .select()
    .from(actionCodes)
    .where(eq(actionCodes.tokenHash, hashOpaqueToken(token)))
    .limit(1);
  if (!code || code.kind !== kind || code.usedAt) {
    throw new ApiError(400, 'invalid-action-code', 'This link is not valid or was already used');
  }
  if (code.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(400, 'expired-action-code', 'This link has expired; ask for a new one');
  }
  return code;
}

/**
 * Uses a code exactly once: the conditional update wins for only one of two concurrent
 * requests; the loser gets `invalid-action-code`.
 */
export async function consumeActionCode(db: Db, actionCodeId: number, now = new Date()) {
  const used = await db
    .update(actionCodes)
    .set({ usedAt: now })
    .where(and(eq(actionCodes.actionCodeId, actionCodeId), isNull(actionCodes.usedAt)))
    .returning({ id: actionCodes.actionCodeId });
  if (used.length === 0) {
    throw new ApiError(400, 'invalid-action-code', 'This link is not valid or was already used');
  }
}
