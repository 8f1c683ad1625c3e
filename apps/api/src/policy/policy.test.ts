import { describe, expect, it } from 'vitest';
import { decide, decideShare, policyRules, type Action } from './policy.ts';
import type { Principal, SharePrincipal, UserPrincipal } from './principal.ts';
import type { Resource } from './resource.ts';

const org = 1;
const person = (userId: number, access: 1 | 2 | 3 | 4, managerId: number | null = null) =>
  ({
    kind: 'user',
    userId,
    organizationId: org,
    access,
    managerId,
    isNetrevenueClient: true,
  }) satisfies UserPrincipal;

// Org 1: superadmin 1, admin 2, manager 3 leads employees 4 and 5; manager 6 leads employee 7.
const superadmin = person(1, 1);
const admin = person(2, 2);
const manager = person(3, 3);
const employee = person(4, 4, 3);
const teammate = person(5, 4, 3);
const otherManager = person(6, 3);
const otherEmployee = person(7, 4, 6);
const foreignAdmin = { ...person(9, 2), organizationId: 2 } satisfies UserPrincipal;
const trial = { ...person(8, 4, 3), isNetrevenueClient: false } satisfies UserPrincipal;
const trialManager = { ...person(10, 3), isNetrevenueClient: false } satisfies UserPrincipal;
const trialAdmin = { ...person(11, 2), isNetrevenueClient: false } satisfies UserPrincipal;
const share = (type: SharePrincipal['type'], resourceId: number): SharePrincipal => ({
  kind: 'share',
  shareId: 50,
  organizationId: org,
  type,
  resourceId,
  includeCustomerDetails: false,
  // What a link names matters only to authorizeRecord; the policy decides on the id.
  creator: admin,
  resource: { kind: 'organization', organizationId: org },
});

const userResource = (p: UserPrincipal): Resource => ({
  kind: 'user',
  organizationId: p.organizationId,
  userId: p.userId,
  managerId: p.managerId,
  access: p.access,
});
const orgResource: Resource = { kind: 'organization', organizationId: org };
const product: Resource = { kind: 'product', organizationId: org, productId: 11 };
const call: Resource = {
  kind: 'appointment',
  organizationId: org,
  appointmentId: 21,
  userIds: [4, 7],
  managerIds: [3, 6],
};
/** A call or deal of org 1 for closer `closerId` set by `setterId`, with their managers. */
const managerOf: Record<number, number> = { 4: 3, 5: 3, 7: 6 };
const pairing = (closerId: number, setterId: number | null): Resource => ({
  kind: 'pairing',
  organizationId: org,
  closer: { userId: closerId, managerId: managerOf[closerId] ?? null },
  setter: setterId === null ? null : { userId: setterId, managerId: managerOf[setterId] ?? null },
});
const change = (
  target: UserPrincipal,
  fields: Extract<Resource, { kind: 'user-change' }>['fields'],
  newAccess?: 1 | 2 | 3 | 4,
): Resource => ({
  kind: 'user-change',
  organizationId: org,
  target: { userId: target.userId, managerId: target.managerId, access: target.access },
  fields,
  ...(newAccess ? { newAccess } : {}),
});

type Row = [string, Principal, Action, Resource, 'allow' | 403 | 404];

// One rule a line: the table reads as a table.
// prettier-ignore
const rows: Row[] = [
  // Reading a person and their dashboards.
  ['self reads self', employee, 'user-data.read', userResource(employee), 'allow'],
  ['employee reads a teammate', employee, 'user-data.read', userResource(teammate), 404],
  ['employee reads their manager', employee, 'user.read', userResource(manager), 404],
  ['manager reads their team', manager, 'user-data.read', userResource(employee), 'allow'],
  ['manager reads self', manager, 'user-data.read', userResource(manager), 'allow'],
  ['manager reads another team', manager, 'user-data.read', userResource(otherEmployee), 404],
  ['manager reads another manager', manager, 'user.read', userResource(otherManager), 404],
  ['admin reads anyone', admin, 'user-data.read', userResource(otherEmployee), 'allow'],
  ['superadmin reads anyone', superadmin, 'user-data.read', userResource(admin), 'allow'],
  ['another org admin gets 404', foreignAdmin, 'user-data.read', userResource(employee), 404],
  ['employee share reads its employee', share('employee', 4), 'user-data.read', userResource(employee), 'allow'],
  ['employee share reads another employee', share('employee', 4), 'user-data.read', userResource(teammate), 404],
  ['product share reads no employee', share('product', 4), 'user-data.read', userResource(employee), 404],
  // Lists and the organization.
  ['employee lists users', employee, 'user.list', orgResource, 403],
  ['manager lists users', manager, 'user.list', orgResource, 'allow'],
  ['admin lists users', admin, 'user.list', orgResource, 'allow'],
  ['share lists users', share('employee', 4), 'user.list', orgResource, 403],
  ['manager loads the organization', manager, 'organization.read', orgResource, 403],
  ['admin loads the organization', admin, 'organization.read', orgResource, 'allow'],
  ['foreign admin loads the organization', foreignAdmin, 'organization.read', orgResource, 404],
  ['share loads the organization', share('employee', 4), 'organization.read', orgResource, 403],
  ['manager reads seats', manager, 'organization.read-seats', orgResource, 'allow'],
  ['employee reads seats', employee, 'organization.read-seats', orgResource, 403],
  ['manager renames the organization', manager, 'organization.update', orgResource, 403],
  ['admin reads the mail status', admin, 'mail.read-status', orgResource, 'allow'],
  ['manager reads the mail status', manager, 'mail.read-status', orgResource, 403],
  ['foreign admin reads the mail status', foreignAdmin, 'mail.read-status', orgResource, 404],
  ['employee lists roles', employee, 'role.list', orgResource, 'allow'],
  ['share lists roles', share('employee', 4), 'role.list', orgResource, 403],
  ['employee looks up a redirect', employee, 'redirect.read', orgResource, 'allow'],
  ['share looks up a redirect', share('employee', 4), 'redirect.read', orgResource, 403],
  // Admin-only and admin-or-manager rules (docs/product-rules.md#people-and-access).
  ['manager updates commission status', manager, 'commission-status.update', orgResource, 403],
  ['admin updates commission status', admin, 'commission-status.update', orgResource, 'allow'],
  // Transactions and pay rates.
  ['admin writes transactions', admin, 'transaction.write', orgResource, 'allow'],
  ['manager writes transactions', manager, 'transaction.write', orgResource, 403],
  ['employee writes transactions', employee, 'transaction.write', orgResource, 403],
  ['trial employee requests commission', { ...trial, userId: 4 }, 'transaction.request', pairing(4, 7), 'allow'],
  ['self reads own pay', employee, 'commission.read', userResource(employee), 'allow'],
  ['manager reads the team’s pay', manager, 'commission.read', userResource(employee), 'allow'],
  ['manager reads another team’s pay', manager, 'commission.read', userResource(otherEmployee), 404],
  ['employee reads a teammate’s pay', employee, 'commission.read', userResource(teammate), 404],
  ['share reads pay', share('employee', 4), 'commission.read', userResource(employee), 403],
  ['admin sets a rate', admin, 'commission.assign', userResource(employee), 'allow'],
  ['manager sets the team’s rate', manager, 'commission.assign', userResource(employee), 403],
  ['employee sets own rate', employee, 'commission.assign', userResource(employee), 403],
  ['manager sets another team’s rate', manager, 'commission.assign', userResource(otherEmployee), 404],
  ['foreign admin sets a rate', foreignAdmin, 'commission.assign', userResource(employee), 404],
  ['employee opens the team dashboard', employee, 'team.read', orgResource, 403],
  ['manager opens the team dashboard', manager, 'team.read', orgResource, 'allow'],
  ['client opens the leaderboard', employee, 'leaderboard.read', orgResource, 'allow'],
  ['non-client opens the leaderboard', trial, 'leaderboard.read', orgResource, 403],
  ['leaderboard share', share('leaderboard', org), 'leaderboard.read', orgResource, 'allow'],
  ['employee share opens the leaderboard', share('employee', 4), 'leaderboard.read', orgResource, 403],
  // Products.
  ['employee reads a product', employee, 'product.read', product, 'allow'],
  ['employee reads product dashboards', employee, 'product-data.read', product, 403],
  ['manager reads product dashboards', manager, 'product-data.read', product, 'allow'],
  ['product share reads its product', share('product', 11), 'product-data.read', product, 'allow'],
  ['product share reads another product', share('product', 12), 'product-data.read', product, 404],
  ['employee share reads a product', share('employee', 11), 'product.read', product, 404],
  ['manager writes products', manager, 'product.write', orgResource, 403],
  ['employee writes products', employee, 'product.write', orgResource, 403],
  ['admin writes products', admin, 'product.write', orgResource, 'allow'],
  ['manager writes sales roles', manager, 'role.write', orgResource, 403],
  ['employee writes sales roles', employee, 'role.write', orgResource, 403],
  ['admin writes sales roles', admin, 'role.write', orgResource, 'allow'],
  // Calls.
  ['closer reads own call', employee, 'appointment.read', call, 'allow'],
  ['teammate reads the call', teammate, 'appointment.read', call, 404],
  ['manager of the setter reads the call', otherManager, 'appointment.read', call, 'allow'],
  ['call share reads the call', share('call', 21), 'appointment.read', call, 'allow'],
  ['call share of another call', share('call', 22), 'appointment.read', call, 404],
  // A call's status: its closer (4), the closer's manager (3) or an admin.
  ['closer updates own call', employee, 'appointment.update-status', call, 'allow'],
  ['manager of the closer updates the call', manager, 'appointment.update-status', call, 'allow'],
  ['admin updates a call', admin, 'appointment.update-status', call, 'allow'],
  ['manager of the setter updates the call', otherManager, 'appointment.update-status', call, 403],
  ['teammate updates the call', teammate, 'appointment.update-status', call, 404],
  ['call share updates the call', share('call', 21), 'appointment.update-status', call, 403],
  // Notifications are private even from admins.
  ['own notification', employee, 'notification.own', { kind: 'notification', organizationId: org, userId: 4 }, 'allow'],
  ['admin reads someone else’s notification', admin, 'notification.own', { kind: 'notification', organizationId: org, userId: 4 }, 404],
  // Booking calls and logging outbound activity.
  // Booking a call or requesting commission: one of its two people, their manager, or an admin.
  ...(['appointment.book', 'transaction.request'] as const).flatMap((action) => [
    [`${action}: as the closer`, employee, action, pairing(4, null), 'allow'],
    [`${action}: as the setter of another team’s closer`, employee, action, pairing(7, 4), 'allow'],
    [`${action}: as a closer with another team’s setter`, employee, action, pairing(4, 7), 'allow'],
    [`${action}: for two other people`, employee, action, pairing(5, 7), 404],
    [`${action}: manager for a closer of the team`, manager, action, pairing(5, null), 'allow'],
    [`${action}: manager for a setter of the team`, manager, action, pairing(7, 5), 'allow'],
    [`${action}: manager for another team`, manager, action, pairing(7, null), 404],
    [`${action}: admin for anyone`, admin, action, pairing(7, 5), 'allow'],
    [`${action}: foreign admin in org 1`, foreignAdmin, action, pairing(7, null), 404],
    [`${action}: share token`, share('employee', 4), action, pairing(4, null), 403],
  ] satisfies Row[]),
  // Declining a call: its setter only; deleting one: admins.
  ['setter declines the call', otherEmployee, 'appointment.decline', call, 'allow'],
  ['closer declines own call', employee, 'appointment.decline', call, 403],
  ['manager of the setter declines for them', otherManager, 'appointment.decline', call, 403],
  ['teammate declines the call', teammate, 'appointment.decline', call, 404],
  ['setter declines a call without a setter', employee, 'appointment.decline', { ...call, userIds: [4], managerIds: [3, null] }, 403],
  ['admin deletes a call', admin, 'appointment.delete', call, 'allow'],
  ['closer deletes own call', employee, 'appointment.delete', call, 403],
  ['manager of the closer deletes the call', manager, 'appointment.delete', call, 403],
  ['teammate deletes the call', teammate, 'appointment.delete', call, 404],
  ['call share deletes the call', share('call', 21), 'appointment.delete', call, 403],
  ['employee logs outbound activity', employee, 'outbound.log', orgResource, 'allow'],
  ['share token logs outbound activity', share('employee', 4), 'outbound.log', orgResource, 403],
  // Invites.
  ['admin invites an admin', admin, 'user.invite', { kind: 'invite', organizationId: org, access: 2, managerId: null }, 'allow'],
  ['admin invites a superadmin', admin, 'user.invite', { kind: 'invite', organizationId: org, access: 1, managerId: null }, 403],
  ['manager invites into own team', manager, 'user.invite', { kind: 'invite', organizationId: org, access: 4, managerId: 3 }, 'allow'],
  ['manager invites into another team', manager, 'user.invite', { kind: 'invite', organizationId: org, access: 4, managerId: 6 }, 403],
  ['manager invites a manager', manager, 'user.invite', { kind: 'invite', organizationId: org, access: 3, managerId: 3 }, 403],
  ['employee invites', employee, 'user.invite', { kind: 'invite', organizationId: org, access: 4, managerId: 3 }, 403],
  ['foreign admin invites into org 1', foreignAdmin, 'user.invite', { kind: 'invite', organizationId: org, access: 4, managerId: null }, 404],
  // Changing people.
  ['employee renames self', employee, 'user.update', change(employee, ['names']), 'allow'],
  ['employee renames a teammate', employee, 'user.update', change(teammate, ['names']), 403],
  ['employee deactivates self', employee, 'user.update', change(employee, ['is_active']), 403],
  ['manager deactivates own employee', manager, 'user.update', change(employee, ['is_active']), 'allow'],
  ['manager deactivates another team', manager, 'user.update', change(otherEmployee, ['is_active']), 403],
  ['manager changes access', manager, 'user.update', change(employee, ['access'], 3), 403],
  ['admin promotes to manager', admin, 'user.update', change(employee, ['access'], 3), 'allow'],
  ['admin promotes to superadmin', admin, 'user.update', change(employee, ['access'], 1), 403],
  ['admin deactivates a superadmin', admin, 'user.update', change(superadmin, ['is_active']), 403],
  ['admin changes own access', admin, 'user.update', change(admin, ['access'], 4), 403],
  ['admin moves someone to another team', admin, 'user.update', change(employee, ['manager_id']), 'allow'],
  ['share changes a user', share('employee', 4), 'user.update', change(employee, ['names']), 403],
  // Share links.
  ['employee shares own dashboard', employee, 'share.create-employee', userResource(employee), 'allow'],
  ['employee shares a teammate', employee, 'share.create-employee', userResource(teammate), 404],
  ['manager shares own team member', manager, 'share.create-employee', userResource(teammate), 'allow'],
  ['manager shares another team', manager, 'share.create-employee', userResource(otherEmployee), 404],
  ['employee shares a product', employee, 'share.create-product', product, 403],
  ['manager shares a product', manager, 'share.create-product', product, 'allow'],
  ['foreign admin shares a product', foreignAdmin, 'share.create-product', product, 404],
  ['share token creates a share', share('employee', 4), 'share.create-employee', userResource(employee), 403],
  // A leaderboard link shows the board: only someone who may read it (leaderboard.read) shares it.
  ['manager shares the leaderboard', manager, 'share.create-leaderboard', orgResource, 'allow'],
  ['admin shares the leaderboard', admin, 'share.create-leaderboard', orgResource, 'allow'],
  ['employee shares the leaderboard', employee, 'share.create-leaderboard', orgResource, 403],
  ['non-client manager shares the leaderboard', trialManager, 'share.create-leaderboard', orgResource, 403],
  ['non-client admin shares the leaderboard', trialAdmin, 'share.create-leaderboard', orgResource, 403],
  ['foreign admin shares the leaderboard', foreignAdmin, 'share.create-leaderboard', orgResource, 404],
  ['employee lists share links', employee, 'share.list', orgResource, 'allow'],
  ['share token lists share links', share('employee', 4), 'share.list', orgResource, 403],
  ['creator revokes', employee, 'share.manage', { kind: 'share', organizationId: org, shareId: 50, type: 'employee', resourceId: 4, createdBy: 4 }, 'allow'],
  ['another employee revokes', teammate, 'share.manage', { kind: 'share', organizationId: org, shareId: 50, type: 'employee', resourceId: 4, createdBy: 4 }, 404],
  ['admin revokes', admin, 'share.manage', { kind: 'share', organizationId: org, shareId: 50, type: 'employee', resourceId: 4, createdBy: 4 }, 'allow'],
  ['share token resolves itself', share('employee', 4), 'share.resolve', { kind: 'share', organizationId: org, shareId: 50, type: 'employee', resourceId: 4, createdBy: 4 }, 'allow'],
  ['share token resolves another share', share('employee', 4), 'share.resolve', { kind: 'share', organizationId: org, shareId: 51, type: 'employee', resourceId: 4, createdBy: 4 }, 404],
];

describe('policy', () => {
  it.each(rows)('%s', (_label, principal, action, resource, expected) => {
    const decision = decide(principal, action, resource);
    expect(decision.allow ? 'allow' : decision.status).toBe(expected);
  });

  it('refuses commission status changes with the refusal message', () => {
    expect(decide(manager, 'commission-status.update', orgResource)).toEqual({
      allow: false,
      status: 403,
      code: 'forbidden',
      message: 'You do not have permission to update commission status',
    });
  });

  it('lets share tokens through only the rules that name them', () => {
    const readable = Object.entries(policyRules)
      .filter(([, definition]) => 'share' in definition)
      .map(([action]) => action)
      .sort();
    expect(readable).toEqual([
      'appointment.read',
      'leaderboard.read',
      'product-data.read',
      'product.read',
      'share.resolve',
      'user-data.read',
      'user.read',
    ]);
  });

  it('decides a share token on the record id alone, before anything is loaded', () => {
    expect(decideShare(share('employee', 4), 'user-data.read', 4)).toEqual({ allow: true });
    expect(decideShare(share('employee', 4), 'user-data.read', 5)).toMatchObject({ status: 404 });
    expect(decideShare(share('product', 4), 'user-data.read', 4)).toMatchObject({ status: 404 });
    expect(decideShare(share('employee', 4), 'user.update', 4)).toMatchObject({ status: 403 });
  });

  it('answers a hidden record exactly like a missing one', () => {
    expect(decide(employee, 'user.read', userResource(teammate))).toEqual({
      allow: false,
      status: 404,
      code: 'not-found',
      message: 'Not found',
    });
  });

  it('throws when an action is given the wrong kind of resource', () => {
    expect(() => decide(admin, 'user.read', orgResource)).toThrow(/about a user/);
  });
});
