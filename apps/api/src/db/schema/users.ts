import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles } from './roles';

/**
 * People. `access` is the access level (1 superadmin, 2 admin, 3 manager, 4 employee);
 * `role_id` is the default sales role. A user without `password_hash` is a pending invite.
 * An account belongs to one organization; its email is unique within it.
 */
export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedByDefaultAsIdentity(),
    uid: uuid('uid').notNull().defaultRandom(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    access: smallint('access').notNull().default(4),
    isActive: boolean('is_active').notNull().default(true),
    isNetrevenueClient: boolean('is_netrevenue_client').notNull().default(true),
    managerId: integer('manager_id').references((): AnyPgColumn => users.userId, {
      onDelete: 'set null',
    }),
    roleId: integer('role_id').references(() => roles.roleId, { onDelete: 'set null' }),
    /** The person's ID in the payroll system, for the statements' payroll export (admins set it). */
    payrollId: text('payroll_id'),
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    avatar: text('avatar'),
    profilePictureMode: text('profile_picture_mode').notNull().default('initials'),
    /** Bumped by each change of one's own profile: a form opened before it is refused (409). */
    profileVersion: integer('profile_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts administrative edits: the people form sends back the version it read (409 if stale). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // An email names one account per organization: the same address may hold accounts in
    // several, so inviting it never reveals whether another organization has it.
    uniqueIndex('users_org_email_unique').on(t.organizationId, sql`lower(${t.email})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_uid_unique').on(t.uid),
    index('users_org_idx').on(t.organizationId),
    index('users_manager_idx').on(t.managerId),
    check('users_access_check', sql`${t.access} in (1, 2, 3, 4)`),
    check(
      'users_picture_mode_check',
      sql`${t.profilePictureMode} in ('initials', 'avatar', 'upload')`,
    ),
  ],
);
