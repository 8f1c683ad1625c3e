import type { AccessLevel, OrgUser } from '@salesdash/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { displayNameOf } from './display-name-of.ts';

const managers = alias(users, 'manager');

/** Selects users with their role title and their manager's names, filtered by `where`. */
export function selectOrgUsers(db: Db, where: SQL | undefined) {
  return db
    .select({
      user: users,
      roleTitle: roles.roleTitle,
      manager: {
        firstName: managers.firstName,
        lastName: managers.lastName,
        displayName: managers.displayName,
        email: managers.email,
      },
    })
    .from(users)
    .leftJoin(roles, eq(roles.roleId, users.roleId))
    .leftJoin(managers, eq(managers.userId, users.managerId))
    .where(where);
}

export type OrgUserRow = Awaited<ReturnType<typeof selectOrgUsers>>[number];

/** A user row as the API's `OrgUser`. */
export function toOrgUser({ user, roleTitle, manager }: OrgUserRow): OrgUser {
  return {
    user_id: user.userId,
    uid: user.uid,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: displayNameOf(user),
    access: user.access as AccessLevel,
    is_active: user.isActive,
    is_pending: user.passwordHash === null,
    manager_id: user.managerId,
    manager_name: manager ? displayNameOf(manager) : null,
    role_id: user.roleId === null ? null : String(user.roleId),
    role_title: roleTitle,
    payroll_id: user.payrollId,
    profile_picture: user.profilePicture,
    avatar: user.avatar,
    profile_picture_mode: user.profilePictureMode,
    created_at: user.createdAt.toISOString(),
    version: user.version,
  };
}
