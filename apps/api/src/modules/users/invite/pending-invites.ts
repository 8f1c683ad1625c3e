import type { PendingInviteList } from '@salesdash/api-contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { actionCodes, users } from '../../../db/schema/index.ts';
import { peopleSeenBy } from '../../../policy/people-seen.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import { displayNameOf } from '../display-name-of.ts';
import { selectOrgUsers, toOrgUser } from '../org-user-row.ts';

const inviters = alias(users, 'inviter');

/**
 * The pending invites (active, no password yet) `actor` manages, newest first: an admin's the
 * organization's, a manager's their team's. Each with its newest link's inviter and expiry
 * (null once that link has expired or was used).
 */
export async function pendingInvites(db: Db, actor: UserPrincipal): Promise<PendingInviteList> {
  const seen = peopleSeenBy(actor);
  if (seen.kind === 'self') return { invites: [] };
  const rows = await selectOrgUsers(
    db,
    and(
      eq(users.organizationId, actor.organizationId),
      eq(users.isActive, true),
      isNull(users.passwordHash),
      seen.kind === 'team' ? eq(users.managerId, seen.managerId) : undefined,
    ),
  ).orderBy(desc(users.createdAt), desc(users.userId));
  if (rows.length === 0) return { invites: [] };
  const codes = await db
    .select({
      userId: actionCodes.userId,
      expiresAt: actionCodes.expiresAt,
      usedAt: actionCodes.usedAt,
      inviter: {
        firstName: inviters.firstName,
        lastName: inviters.lastName,
        displayName: inviters.displayName,
        email: inviters.email,
      },
    })
    .from(actionCodes)
    .leftJoin(inviters, eq(inviters.userId, actionCodes.createdBy))
    .where(
      and(
        eq(actionCodes.kind, 'invite'),
        inArray(
          actionCodes.userId,
          rows.map(({ user }) => user.userId),
        ),
      ),
    )
    .orderBy(desc(actionCodes.createdAt), desc(actionCodes.actionCodeId));
  const now = Date.now();
  return {
    invites: rows.map((row) => {
      const newest = codes.find((code) => code.userId === row.user.userId);
      const live = newest && newest.usedAt === null && newest.expiresAt.getTime() > now;
      return {
        user: toOrgUser(row),
        invited_by: newest?.inviter ? displayNameOf(newest.inviter) : null,
        expires_at: live ? newest.expiresAt.toISOString() : null,
      };
    }),
  };
}
