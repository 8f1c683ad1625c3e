import {
  accessLevels,
  type AccessLevel,
  type CompleteRegistrationRequest,
  type CreatedInvite,
  type Invitation,
  type PendingInviteList,
  type SignedInUser,
} from '@salesdash/api-contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../../db/client.ts';
import { recordAudit } from '../../../domain/audit/index.ts';
import { actionCodes, organizations, users } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { ApiError, notFound } from '../../../errors/api-error.ts';
import { userResource } from '../../../policy/load-resource.ts';
import { decide } from '../../../policy/policy.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';
import {
  consumeActionCode,
  createActionCode,
  findLiveActionCode,
  retireActionCodes,
} from '../../auth/action-code.ts';
import { hashPassword } from '../../../security/password.ts';
import type { AuthService } from '../../auth/service.ts';
import { assertPasswordAllowed } from '../../auth/service.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { inviteMail } from '../../mail/mail-texts.ts';
import { inviteAccepted } from '../../notifications/notification-texts.ts';
import type { NotificationService } from '../../notifications/service.ts';
import type { UnitOfWork } from '../../../realtime/unit-of-work.ts';
import {
  assertManagerInOrganization,
  assertRoleInOrganization,
  assertSeatAvailable,
} from '../org-checks.ts';
import { selectOrgUsers, toOrgUser } from '../org-user-row.ts';
import { pendingInvites } from './pending-invites.ts';

/** An invite after defaults: every field present. */
export type InviteInput = {
  email: string;
  first_name: string;
  last_name: string;
  access: AccessLevel;
  role_id: number | null;
  manager_id: number | null;
};

export type InviteService = {
  /** The team an invite joins when none is given: a manager invites into their own team. */
  defaultManagerId(actor: UserPrincipal, managerId: number | null): number | null;
  /**
   * Creates a pending user (or refreshes a still-pending one) and a 7-day single-use link,
   * mailed to them when mail is on (queued in the same transaction, sent after it).
   * Call after `authorize(…, 'user.invite', …)`.
   */
  invite(actor: UserPrincipal, input: InviteInput): Promise<CreatedInvite>;
  /** Who a live invite link is for. */
  invitation(token: string): Promise<Invitation>;
  /** Sets names and password from an invite link, uses it up and signs in. */
  completeRegistration(body: CompleteRegistrationRequest): Promise<SignedInUser>;
  /** The pending invites `actor` sees (an admin the organization's, a manager their team's). */
  pending(actor: UserPrincipal): Promise<PendingInviteList>;
  /**
   * A new 7-day link for a pending invite, retiring the old one, mailed like the first when
   * mail is on. Call after authorizing the invite (`user.read` and `user.invite`).
   */
  resend(actor: UserPrincipal, userId: number): Promise<CreatedInvite>;
  /** Withdraws a pending invite: its link stops working and its seat is free. */
  revoke(actor: UserPrincipal, userId: number): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    inviteService: InviteService;
  }
}

const emailInUse = () =>
  new ApiError(409, 'email-already-in-use', 'email: This email address is already in use');

const invalidInvite = () =>
  new ApiError(400, 'invalid-action-code', 'This link is not valid or was already used');

/** Creates the invite service; registration ends in a session from `authService`. */
export function createInviteService(
  database: Database,
  authService: AuthService,
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
  mail: Pick<MailOutbox, 'enabled' | 'enqueue' | 'linkTo' | 'wake'>,
): InviteService {
  const { db } = database;

  async function pendingUserOf(token: string) {
    const code = await findLiveActionCode(db, token, 'invite');
    const [user] = await db.select().from(users).where(eq(users.userId, code.userId)).limit(1);
    // Registered meanwhile, or the pending user was deactivated: the link no longer works.
    if (!user || user.passwordHash !== null || !user.isActive) throw invalidInvite();
    return { code, user };
  }

  const invitePath = (token: string) => `/complete-registration?token=${token}`;

  /** Who invites into which organization, as the mail names them. */
  async function mailInvite(
    tx: Db,
    actor: UserPrincipal,
    invitee: { userId: number; email: string },
    code: { token: string; expiresAt: Date },
  ) {
    const [names] = await tx
      .select({ organizationName: organizations.name, inviter: users.displayName })
      .from(users)
      .innerJoin(organizations, eq(organizations.organizationId, users.organizationId))
      .where(eq(users.userId, actor.userId))
      .limit(1);
    await mail.enqueue(tx, {
      organizationId: actor.organizationId,
      userId: invitee.userId,
      kind: 'invite',
      to: invitee.email,
      ...inviteMail({
        organizationName: names?.organizationName ?? '',
        inviterName: names?.inviter || null,
        link: mail.linkTo(invitePath(code.token)),
        expiresAt: code.expiresAt,
      }),
    });
  }

  /** The still-pending invitee, locked for the change; 409 once they registered. */
  async function lockPending(tx: Db, userId: number) {
    const [invitee] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!invitee || !invitee.isActive) throw notFound();
    if (invitee.passwordHash !== null) {
      throw new ApiError(409, 'conflict', 'This invite was already accepted');
    }
    return invitee;
  }

  return {
    defaultManagerId(actor, managerId) {
      if (managerId !== null) return managerId;
      return actor.access === accessLevels.manager ? actor.userId : null;
    },

    async invite(actor, input) {
      const { organizationId } = actor;
      if (input.role_id !== null) {
        await assertRoleInOrganization(db, organizationId, input.role_id);
      }
      if (input.manager_id !== null) {
        await assertManagerInOrganization(db, organizationId, input.manager_id);
      }
      const displayName = `${input.first_name} ${input.last_name}`.trim();
      try {
        const { userId, token, expiresAt } = await db.transaction(async (tx) => {
          const [existing] = await tx
            .select()
            .from(users)
            // Only this organization: an account elsewhere is no obstacle and stays unseen.
            .where(
              and(
                eq(users.organizationId, organizationId),
                sql`lower(${users.email}) = lower(${input.email})`,
              ),
            )
            .limit(1);
          let userId: number;
          const [previously] = existing
            ? await selectOrgUsers(tx, eq(users.userId, existing.userId)).limit(1)
            : [];
          if (existing) {
            const reinvitable =
              existing.passwordHash === null &&
              decide(actor, 'user.read', userResource(existing)).allow;
            if (!reinvitable) throw emailInUse();
            // A pending invite already holds its seat; a deactivated one needs it back.
            if (!existing.isActive) await assertSeatAvailable(tx, organizationId);
            await tx
              .update(users)
              .set({
                firstName: input.first_name,
                lastName: input.last_name,
                displayName,
                access: input.access,
                roleId: input.role_id,
                managerId: input.manager_id,
                isActive: true,
                updatedAt: new Date(),
              })
              .where(eq(users.userId, existing.userId));
            userId = existing.userId;
          } else {
            await assertSeatAvailable(tx, organizationId);
            const [created] = await tx
              .insert(users)
              .values({
                organizationId,
                email: input.email,
                firstName: input.first_name,
                lastName: input.last_name,
                displayName,
                access: input.access,
                roleId: input.role_id,
                managerId: input.manager_id,
                passwordHash: null,
              })
              .returning({ userId: users.userId });
            if (!created) throw new Error('user insert returned nothing');
            userId = created.userId;
          }
          const code = await createActionCode(tx, {
            organizationId,
            userId,
            kind: 'invite',
            createdBy: actor.userId,
          });
          const [invited] = await selectOrgUsers(tx, eq(users.userId, userId)).limit(1);
          await recordAudit(tx, {
            organizationId,
            action: 'user.invited',
            entityType: 'user',
            entityId: userId,
            before: previously ? toOrgUser(previously) : null,
            after: invited ? { ...toOrgUser(invited), invite_expires_at: code.expiresAt } : null,
          });
          if (mail.enabled) await mailInvite(tx, actor, { userId, email: input.email }, code);
          return { userId, ...code };
        });
        mail.wake();
        const [row] = await selectOrgUsers(db, eq(users.userId, userId)).limit(1);
        if (!row) throw new Error('invited user vanished');
        return {
          user: toOrgUser(row),
          invite_url: invitePath(token),
          expires_at: expiresAt.toISOString(),
          emailed: mail.enabled,
        };
      } catch (error) {
        // Two invites of one address at once: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
    },

    async invitation(token) {
      const { code, user } = await pendingUserOf(token);
      const [org] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.organizationId, user.organizationId))
        .limit(1);
      const [inviter] = code.createdBy
        ? await db
            .select({ displayName: users.displayName, email: users.email })
            .from(users)
            .where(
              and(eq(users.userId, code.createdBy), eq(users.organizationId, user.organizationId)),
            )
            .limit(1)
        : [];
      return {
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        organization_name: org?.name ?? '',
        invited_by: inviter ? inviter.displayName || inviter.email : null,
        expires_at: code.expiresAt.toISOString(),
      };
    },

    async completeRegistration({ token, first_name, last_name, password }) {
      const { code, user } = await pendingUserOf(token);
      assertPasswordAllowed('password', password, user.email);
      const passwordHash = await hashPassword(password);
      const displayName = `${first_name} ${last_name}`.trim();
      await unitOfWork.run(async (work) => {
        const tx = work.db;
        await consumeActionCode(tx, code.actionCodeId);
        await tx
          .update(users)
          .set({
            firstName: first_name,
            lastName: last_name,
            displayName,
            passwordHash,
            updatedAt: new Date(),
          })
          .where(eq(users.userId, user.userId));
        const names = (first: string, last: string, display: string, pending: boolean) => ({
          email: user.email,
          first_name: first,
          last_name: last,
          display_name: display,
          is_pending: pending,
        });
        // The invitee is the author: they hold no session yet, the link stands for them.
        await recordAudit(tx, {
          organizationId: user.organizationId,
          actorUserId: user.userId,
          action: 'user.registered',
          entityType: 'user',
          entityId: user.userId,
          before: names(user.firstName, user.lastName, user.displayName, true),
          after: names(first_name, last_name, displayName, false),
        });
        // The inviter, if still an active member of the organization, hears that it worked.
        const [inviter] = code.createdBy
          ? await tx
              .select({ userId: users.userId })
              .from(users)
              .where(
                and(
                  eq(users.userId, code.createdBy),
                  eq(users.organizationId, user.organizationId),
                  eq(users.isActive, true),
                ),
              )
              .limit(1)
          : [];
        if (inviter) {
          await notifications.notify(
            work,
            inviteAccepted(
              { organizationId: user.organizationId, userId: inviter.userId },
              { name: displayName, email: user.email },
            ),
          );
        }
      });
      return authService.signIn(user.userId);
    },

    pending(actor) {
      return pendingInvites(db, actor);
    },

    async resend(actor, userId) {
      const { token, expiresAt } = await db.transaction(async (tx) => {
        const invitee = await lockPending(tx, userId);
        const [before] = await tx
          .select({ expiresAt: actionCodes.expiresAt })
          .from(actionCodes)
          .where(
            and(
              eq(actionCodes.userId, userId),
              eq(actionCodes.kind, 'invite'),
              isNull(actionCodes.usedAt),
              gt(actionCodes.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(actionCodes.createdAt))
          .limit(1);
        // createActionCode retires the earlier link: only the newest one works.
        const code = await createActionCode(tx, {
          organizationId: invitee.organizationId,
          userId,
          kind: 'invite',
          createdBy: actor.userId,
        });
        await recordAudit(tx, {
          organizationId: invitee.organizationId,
          action: 'invite.resent',
          entityType: 'user',
          entityId: userId,
          before: { email: invitee.email, invite_expires_at: before?.expiresAt ?? null },
          after: { email: invitee.email, invite_expires_at: code.expiresAt },
        });
        if (mail.enabled) await mailInvite(tx, actor, { userId, email: invitee.email }, code);
        return code;
      });
      mail.wake();
      const [row] = await selectOrgUsers(db, eq(users.userId, userId)).limit(1);
      if (!row) throw notFound();
      return {
        user: toOrgUser(row),
        invite_url: invitePath(token),
        expires_at: expiresAt.toISOString(),
        emailed: mail.enabled,
      };
    },

    async revoke(_actor, userId) {
      await db.transaction(async (tx) => {
        const invitee = await lockPending(tx, userId);
        const [before] = await selectOrgUsers(tx, eq(users.userId, userId)).limit(1);
        // Inactive and without a password: no longer pending, holding no seat, and invitable again.
        await tx
          .update(users)
          .set({ isActive: false, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.userId, userId));
        await retireActionCodes(tx, userId, 'invite');
        const [after] = await selectOrgUsers(tx, eq(users.userId, userId)).limit(1);
        await recordAudit(tx, {
          organizationId: invitee.organizationId,
          action: 'invite.revoked',
          entityType: 'user',
          entityId: userId,
          before: before ? toOrgUser(before) : null,
          after: after ? toOrgUser(after) : null,
        });
      });
    },
  };
}

/** Decorates `inviteService`. */
export const inviteServicePlugin = fp(
  async (app) => {
    app.decorate(
      'inviteService',
      createInviteService(
        app.db,
        app.authService,
        app.unitOfWork,
        app.notificationService,
        app.mailOutbox,
      ),
    );
  },
  {
    name: 'invite-service',
    dependencies: ['db', 'auth-service', 'realtime', 'notification-service', 'mail-outbox'],
  },
);
