import { accessLevels, type UpdateUserRequest } from '@salesdash/api-contract';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { countSeatsUsed } from './org-checks.ts';

/**
 * Someone who can sign in and run the organization: registered, active, an admin. Superadmins
 * operate the whole installation and do not count as the organization's own admin.
 */
const isActiveAdmin = (user: typeof users.$inferSelect) =>
  user.isActive && user.passwordHash !== null && user.access === accessLevels.admin;

/**
 * The people administration's rules on one change, inside its transaction
 * (docs/decisions/0049-people-administration.md):
 * - a `version` other than the stored one is a stale form: 409 `stale-version`;
 * - the last active admin is neither demoted nor deactivated: 409 `last-admin` naming the field;
 * - a reactivation needs a free seat: 400 `no-seats-available` naming `is_active` and the limit.
 *
 * Locks the person's row, and the organization's row whenever an admin is demoted or someone
 * comes back, so two such changes at once are judged one after the other: two admins demoting
 * each other cannot leave the organization without one.
 */
export async function assertPeopleRules(
  tx: Db,
  userId: number,
  body: UpdateUserRequest,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
  if (!user) return;
  if (body.version !== undefined && body.version !== user.version) {
    throw new ApiError(
      409,
      'stale-version',
      'Someone changed this person since you opened the form; reload to see their change and try again',
    );
  }
  const demoted = body.access !== undefined && body.access > accessLevels.admin;
  const deactivated = body.is_active === false;
  const reactivated = body.is_active === true && !user.isActive;
  if (!reactivated && !(isActiveAdmin(user) && (demoted || deactivated))) return;

  const [organization] = await tx
    .select({ seats: organizations.seats })
    .from(organizations)
    .where(eq(organizations.organizationId, user.organizationId))
    .for('update');
  if (!organization) return;

  if (reactivated) {
    const used = await countSeatsUsed(tx, user.organizationId);
    if (used >= organization.seats) {
      throw new ApiError(
        400,
        'no-seats-available',
        `is_active: All ${organization.seats} seats are in use (active people and pending invites); deactivate someone, revoke an invite or have the operator add seats`,
      );
    }
    return;
  }

  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, user.organizationId),
        ne(users.userId, userId),
        eq(users.isActive, true),
        isNotNull(users.passwordHash),
        eq(users.access, accessLevels.admin),
      ),
    );
  if ((others?.count ?? 0) === 0) {
    const field = deactivated ? 'is_active' : 'access';
    throw new ApiError(
      409,
      'last-admin',
      `${field}: ${user.displayName || user.email} is the last active admin; make someone else an admin first`,
    );
  }
}
