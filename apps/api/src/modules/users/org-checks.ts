import { accessLevels } from '@salesdash/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, roles, users } from '../../db/schema/index.ts';
import { ApiError, fieldError } from '../../errors/api-error.ts';

/**
 * 400 naming `role_id` unless the role belongs to the organization.
 * @returns the role's own rate, in percent
 */
export async function assertRoleInOrganization(
  db: Db,
  organizationId: number,
  roleId: number,
): Promise<{ commission: number }> {
  const [role] = await db
    .select({ commission: roles.commission })
    .from(roles)
    .where(and(eq(roles.roleId, roleId), eq(roles.organizationId, organizationId)))
    .limit(1);
  if (!role) throw fieldError('role_id', 'No such role in this organization');
  return role;
}

/** 400 naming `manager_id` unless it is an active admin or manager of the organization. */
export async function assertManagerInOrganization(
  db: Db,
  organizationId: number,
  managerId: number,
) {
  const [manager] = await db
    .select({ access: users.access, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.userId, managerId), eq(users.organizationId, organizationId)))
    .limit(1);
  if (!manager || !manager.isActive || manager.access > accessLevels.manager) {
    throw fieldError('manager_id', 'Must be an active admin or manager of this organization');
  }
}

/** Seats taken: active users, pending invites (active, no password yet) included. */
export async function countSeatsUsed(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  return row?.count ?? 0;
}

/**
 * 409 `no-seats-available` unless one more active user fits the organization's seats.
 * Pending invites are active users without a password, so they hold a seat too. Locks the
 * organization row: call inside the transaction that adds or reactivates the user.
 */
export async function assertSeatAvailable(db: Db, organizationId: number) {
  const [org] = await db
    .select({ seats: organizations.seats })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId))
    .for('update')
    .limit(1);
  if (!org || (await countSeatsUsed(db, organizationId)) >= org.seats) {
    throw new ApiError(
      409,
      'no-seats-available',
      'No seats available; free a seat or buy more before inviting',
    );
  }
}
