import type { AccessLevel, OrgUser } from '@salesdash/api-contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { displayNameOf } from './display-name-of.ts';

/** Selects users with their role title, filtered by `where`. */
export function selectOrgUsers(db: Db, where: SQL | undefined) {
  return db
    .select({ user: users, roleTitle: roles.roleTitle })
    .from(users)
    .leftJoin(roles, eq(roles.roleId, users.roleId))
    .where(where);
}

export type OrgUserRow = Awaited<ReturnType<typeof selectOrgUsers>>[number];

/** A user row as the API's `OrgUser`. */
export function toOrgUser({ user, roleTitle }: OrgUserRow): OrgUser {
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
    role_id: user.roleId === null ? null : String(user.roleId),
    role_title: roleTitle,
    profile_picture: user.profilePicture,
    avatar: user.avatar,
    profile_picture_mode: user.profilePictureMode,
    created_at: user.createdAt.toISOString(),
  };
}
