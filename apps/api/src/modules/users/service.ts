import type { CloserList, OrgUser, UpdateUserRequest } from '@salesdash/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { userResource } from '../../policy/load-resource.ts';
import { decide } from '../../policy/policy.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import type { Resource } from '../../policy/resource.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { auditCreatorKeys } from '../api-keys/creator-key-audit.ts';
import { retireActionCodes } from '../auth/action-code.ts';
import { revokeUserRefreshTokens } from '../auth/refresh-token.ts';
import { revokeLostShares } from '../shares/revoke-lost-shares.ts';
import { closerList } from './closer-list.ts';
import { recordDefaultRoleChange } from './default-role-change.ts';
import { assertManagerInOrganization, assertRoleInOrganization } from './org-checks.ts';
import { assertPeopleRules } from './people-rules.ts';
import { selectOrgUsers, toOrgUser } from './org-user-row.ts';

export type ChangedField = Extract<Resource, { kind: 'user-change' }>['fields'][number];

export type UserService = {
  /** The organization's people the actor may see (the policy's `user.read`), by display name. */
  list(actor: UserPrincipal): Promise<OrgUser[]>;
  /** One user; 404 when absent. */
  get(userId: number): Promise<OrgUser>;
  /** The fields of `body` whose values differ from the stored user (what the policy judges). */
  changedFields(userId: number, body: UpdateUserRequest): Promise<ChangedField[]>;
  /**
   * Applies a change already authorized: validates team and role in the organization, refuses
   * a stale `version`, the last active admin's demotion or deactivation and a reactivation
   * without a free seat (people-rules.ts), ends every session, open socket and link of a deactivated user at
   * once, closes the sockets of someone whose access level changed (they reconnect as who they
   * are now), revokes the share links whose creator lost the access they need, and audits each
   * of their API keys the change suspended or resumed.
   */
  update(userId: number, body: UpdateUserRequest): Promise<OrgUser>;
  /** The organization's active closers but `except`, with their rates, for a setter's picker. */
  closers(organizationId: number, except: number): Promise<CloserList>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    userService: UserService;
  }
}

/** An empty payroll ID clears it: the form's emptied field means "none". */
const payrollIdOf = (value: string | null) => (value === null || value === '' ? null : value);

/** Creates the people service of an organization. */
export function createUserService(database: Database, unitOfWork: UnitOfWork): UserService {
  const { db } = database;

  async function load(userId: number) {
    const [row] = await selectOrgUsers(db, eq(users.userId, userId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    closers: (organizationId, except) => closerList(db, organizationId, except),

    async list(actor) {
      const rows = await selectOrgUsers(db, eq(users.organizationId, actor.organizationId)).orderBy(
        asc(sql`lower(coalesce(nullif(${users.displayName}, ''), ${users.email}))`),
        asc(users.userId),
      );
      return rows
        .filter(({ user }) => decide(actor, 'user.read', userResource(user)).allow)
        .map(toOrgUser);
    },

    async get(userId) {
      return toOrgUser(await load(userId));
    },

    async changedFields(userId, body) {
      const { user } = await load(userId);
      const fields = new Set<ChangedField>();
      if (
        (body.first_name !== undefined && body.first_name !== user.firstName) ||
        (body.last_name !== undefined && body.last_name !== user.lastName) ||
        (body.display_name !== undefined && body.display_name !== user.displayName)
      ) {
        fields.add('names');
      }
      if (body.access !== undefined && body.access !== user.access) fields.add('access');
      if (body.is_active !== undefined && body.is_active !== user.isActive) fields.add('is_active');
      if (body.manager_id !== undefined && body.manager_id !== user.managerId) {
        fields.add('manager_id');
      }
      if (body.role_id !== undefined && body.role_id !== user.roleId) fields.add('role_id');
      if (body.payroll_id !== undefined && payrollIdOf(body.payroll_id) !== user.payrollId) {
        fields.add('payroll_id');
      }
      return [...fields];
    },

    async update(userId, body) {
      const { user } = await load(userId);
      if (body.manager_id !== undefined && body.manager_id !== null) {
        if (body.manager_id === userId) {
          throw new ApiError(
            400,
            'validation-error',
            'manager_id: A person cannot manage themselves',
          );
        }
        if (body.manager_id !== user.managerId) {
          await assertManagerInOrganization(db, user.organizationId, body.manager_id);
        }
      }
      if (body.role_id !== undefined && body.role_id !== null && body.role_id !== user.roleId) {
        await assertRoleInOrganization(db, user.organizationId, body.role_id);
      }
      const firstName = body.first_name ?? user.firstName;
      const lastName = body.last_name ?? user.lastName;
      const generatedName = `${user.firstName} ${user.lastName}`.trim();
      // A display name that was just "first last" follows the names; a chosen one stays.
      const displayName =
        body.display_name ??
        (user.displayName === '' || user.displayName === generatedName
          ? `${firstName} ${lastName}`.trim()
          : user.displayName);
      const now = new Date();
      const action =
        body.is_active === false && user.isActive
          ? 'user.deactivated'
          : body.is_active === true && !user.isActive
            ? 'user.reactivated'
            : body.access !== undefined && body.access !== user.access
              ? 'user.access_changed'
              : 'user.updated';
      await unitOfWork.run(async ({ db: tx, endSessions }) => {
        const [before] = await selectOrgUsers(tx, eq(users.userId, userId)).limit(1);
        await assertPeopleRules(tx, userId, body);
        if (body.role_id !== undefined && body.role_id !== user.roleId) {
          await recordDefaultRoleChange(tx, user, body.role_id);
        }
        await tx
          .update(users)
          .set({
            firstName,
            lastName,
            displayName,
            ...(body.access === undefined ? {} : { access: body.access }),
            ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
            ...(body.manager_id === undefined ? {} : { managerId: body.manager_id }),
            ...(body.role_id === undefined ? {} : { roleId: body.role_id }),
            ...(body.payroll_id === undefined ? {} : { payrollId: payrollIdOf(body.payroll_id) }),
            updatedAt: now,
            version: sql`${users.version} + 1`,
          })
          .where(and(eq(users.userId, userId), eq(users.organizationId, user.organizationId)));
        if (body.is_active === false) {
          await revokeUserRefreshTokens(tx, userId, now);
          await retireActionCodes(tx, userId, undefined, now);
        }
        // An open socket is its person as they were at its handshake: reopen it as they are now.
        if (
          body.is_active === false ||
          (body.access !== undefined && body.access !== user.access)
        ) {
          endSessions(userId);
        }
        if (
          body.is_active === false ||
          body.access !== undefined ||
          body.manager_id !== undefined
        ) {
          await revokeLostShares(tx, user.organizationId, userId, now);
        }
        const [after] = await selectOrgUsers(tx, eq(users.userId, userId)).limit(1);
        await recordAudit(tx, {
          organizationId: user.organizationId,
          action,
          entityType: 'user',
          entityId: userId,
          before: before ? toOrgUser(before) : null,
          after: after ? toOrgUser(after) : null,
        });
        // Their API keys stop with their admin access and work again with it: say so.
        if (body.is_active !== undefined || body.access !== undefined) {
          await auditCreatorKeys(tx, user.organizationId, userId, user);
        }
      });
      return toOrgUser(await load(userId));
    },
  };
}

/** Decorates `userService`. */
export const userServicePlugin = fp(
  async (app) => {
    app.decorate('userService', createUserService(app.db, app.unitOfWork));
  },
  { name: 'user-service', dependencies: ['db', 'realtime'] },
);
