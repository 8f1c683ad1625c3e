import {
  createdInviteSchema,
  peopleListSchema,
  pendingInviteListSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../../../testing/build-test-app.ts';
import { connectAs, listeningUrl, nextEvent } from '../../../testing/socket-client.ts';

/*
 * People administration (docs/decisions/0049-people-administration.md): the table, pending invites,
 * and the rules on access, team, status and seats, through app.inject against the real database.
 */

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let member: TestUser;
let outsider: TestUser;
let foreigner: TestUser;
let organizationId = 0;

const peopleOf = async (user: TestUser, query = '') => {
  const response = await t.injectAs(user, { method: 'GET', url: `/api/users/people${query}` });
  expect(response.statusCode).toBe(200);
  return successEnvelope(z.strictObject(peopleListSchema.shape)).parse(response.json()).data;
};
const patch = (actor: TestUser, userId: number, payload: Record<string, unknown>) =>
  t.injectAs(actor, { method: 'PATCH', url: `/api/users/${userId}`, payload });
const invite = async (actor: TestUser, payload: Record<string, unknown>) => {
  const response = await t.injectAs(actor, { method: 'POST', url: '/api/users/invite', payload });
  expect(response.statusCode).toBe(201);
  return successEnvelope(createdInviteSchema).parse(response.json()).data;
};
const auditActions = async (entityId: number) =>
  (
    await t.database.query<{ action: string }>(
      'SELECT action FROM audit_events WHERE entity_id = $1 ORDER BY audit_event_id',
      [String(entityId)],
    )
  ).map((row) => row.action);
const setSeats = (seats: number) =>
  t.database.query('UPDATE organizations SET seats = $1 WHERE organization_id = $2', [
    seats,
    organizationId,
  ]);
const seatsUsed = async () => {
  const response = await t.injectAs(admin, {
    method: 'GET',
    url: `/api/organizations/${organizationId}/billing`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { used: number; pending_invites: number; active_people: number };
};

beforeAll(async () => {
  t = await buildTestApp({ loginRateLimitPerIp: 1000 });
  const acme = { organizationName: 'Acme' };
  admin = await t.createUser({ ...acme, access: 2, firstName: 'Ada', lastName: 'Admin' });
  organizationId = admin.organizationId;
  manager = await t.createUser({ ...acme, access: 3, firstName: 'Max', lastName: 'Manager' });
  otherManager = await t.createUser({ ...acme, access: 3, firstName: 'Olga', lastName: 'Other' });
  member = await t.createUser({
    ...acme,
    email: 'tess@example.test',
    password: 'right-password',
    firstName: 'Tess',
    lastName: 'Team',
    managerId: manager.userId,
  });
  outsider = await t.createUser({
    ...acme,
    firstName: 'Otto',
    lastName: 'Outside',
    managerId: otherManager.userId,
  });
  await t.createUser({ ...acme, firstName: 'Pia', lastName: 'Pending', passwordHash: null });
  foreigner = await t.createUser({ organizationName: 'Other', access: 2 });
  await setSeats(50);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/users/people', () => {
  it('pages the organization for an admin, pending invites aside, by name', async () => {
    const first = await peopleOf(admin, '?limit=2');
    expect(first.people.map((p) => p.display_name)).toEqual(['Ada Admin', 'Max Manager']);
    expect(first.pagination).toEqual({ hasNextPage: true, totalCount: 5, totalPages: 3 });
    const all = await peopleOf(admin, '?limit=100');
    expect(all.people.some((p) => p.is_pending)).toBe(false);
    expect(all.people.every((p) => p.version >= 1)).toBe(true);
  });

  it('searches names and emails, and filters by status', async () => {
    expect((await peopleOf(admin, '?search=tess%40')).people.map((p) => p.user_id)).toEqual([
      member.userId,
    ]);
    expect((await peopleOf(admin, '?search=outs')).people.map((p) => p.user_id)).toEqual([
      outsider.userId,
    ]);
    expect((await peopleOf(admin, '?status=deactivated')).pagination.totalCount).toBe(0);
  });

  it('shows a manager their team and themselves, an employee nothing (403)', async () => {
    const team = await peopleOf(manager, '?limit=100');
    expect(team.people.map((p) => p.user_id)).toEqual([manager.userId, member.userId]);
    const refused = await t.injectAs(member, { method: 'GET', url: '/api/users/people' });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/users/people?sortField=password_hash',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/sortField/);
  });
});

describe('pending invites', () => {
  it('lists, resends (the old link stops) and revokes (the seat frees), each audited', async () => {
    const created = await invite(manager, { email: 'nia@example.test', first_name: 'Nia' });
    const userId = created.user.user_id;
    const listed = await t.injectAs(manager, { method: 'GET', url: '/api/users/invite/pending' });
    const { invites } = successEnvelope(pendingInviteListSchema).parse(listed.json()).data;
    expect(invites.map((i) => i.user.user_id)).toEqual([userId]);
    expect(invites[0]).toMatchObject({ invited_by: 'Max Manager', expires_at: created.expires_at });

    const resent = await t.injectAs(manager, {
      method: 'POST',
      url: `/api/users/invite/${userId}/resend`,
    });
    expect(resent.statusCode).toBe(200);
    const fresh = successEnvelope(createdInviteSchema).parse(resent.json()).data;
    expect(fresh.invite_url).not.toBe(created.invite_url);
    const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token');
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invite/${tokenOf(created.invite_url)}`,
    });
    expect(old.statusCode).toBe(400);
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invite/${tokenOf(fresh.invite_url)}`,
    });
    expect(live.statusCode).toBe(200);

    const before = await seatsUsed();
    const revoked = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/users/invite/${userId}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await seatsUsed()).used).toBe(before.used - 1);
    expect((await seatsUsed()).pending_invites).toBe(before.pending_invites - 1);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invite/${tokenOf(fresh.invite_url)}`,
    });
    expect(gone.statusCode).toBe(400);
    const after = await t.injectAs(admin, { method: 'GET', url: '/api/users/invite/pending' });
    expect(
      after.json().data.invites.map((i: { user: { user_id: number } }) => i.user.user_id),
    ).not.toContain(userId);
    expect(await auditActions(userId)).toEqual(['user.invited', 'invite.resent', 'invite.revoked']);
    // Revoked, the address can be invited again.
    expect((await invite(admin, { email: 'nia@example.test' })).user.user_id).toBe(userId);
  });

  it('keeps a manager to their own team’s invites, and refuses a registered person', async () => {
    const theirs = await invite(otherManager, { email: 'olga-hire@example.test' });
    const adminsInvite = await invite(admin, { email: 'new-admin@example.test', access: 2 });
    const as = (user: TestUser, method: 'POST' | 'DELETE', url: string) =>
      t.injectAs(user, { method, url });
    expect(
      (await as(manager, 'DELETE', `/api/users/invite/${theirs.user.user_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(manager, 'DELETE', `/api/users/invite/${adminsInvite.user.user_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(foreigner, 'POST', `/api/users/invite/${theirs.user.user_id}/resend`)).statusCode,
    ).toBe(404);
    const registered = await as(admin, 'DELETE', `/api/users/invite/${member.userId}`);
    expect(registered.statusCode).toBe(409);
    expect(await auditActions(theirs.user.user_id)).toEqual(['user.invited']);
  });
});

describe('PATCH /api/users/:id rules', () => {
  it('refuses a manager changing access levels or teams (403) and people outside their team (404)', async () => {
    const access = await patch(manager, member.userId, { access: 3 });
    expect(access.statusCode).toBe(403);
    expect(access.json().message).toMatch(/access/);
    expect(
      (await patch(manager, member.userId, { manager_id: otherManager.userId })).statusCode,
    ).toBe(403);
    expect((await patch(manager, outsider.userId, { is_active: false })).statusCode).toBe(404);
    expect((await patch(manager, outsider.userId, { role_id: null })).statusCode).toBe(404);
    const [row] = await t.database.query<{ access: number; is_active: boolean }>(
      'SELECT access, is_active FROM users WHERE user_id = $1',
      [outsider.userId],
    );
    expect(row).toEqual({ access: 4, is_active: true });
  });

  it('refuses a stale version with 409 and leaves no audit row', async () => {
    const { version } = (
      await t.injectAs(admin, { method: 'GET', url: `/api/users/${outsider.userId}` })
    ).json().data;
    const saved = await patch(admin, outsider.userId, { role_id: null, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(version + 1);
    const audited = (await auditActions(outsider.userId)).length;
    const stale = await patch(admin, outsider.userId, { access: 3, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale-version');
    expect((await auditActions(outsider.userId)).length).toBe(audited);
  });

  it('never demotes or deactivates the last active admin (409 naming the field)', async () => {
    const org = { organizationName: 'Solo' };
    // The installation's operator does not count as the organization's own admin.
    const operator = await t.createUser({ ...org, access: 1 });
    const only = await t.createUser({ ...org, access: 2, firstName: 'Una', lastName: 'Only' });
    const demoted = await patch(operator, only.userId, { access: 3 });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({
      code: 'last-admin',
      message: 'access: Una Only is the last active admin; make someone else an admin first',
    });
    const deactivated = await patch(operator, only.userId, { is_active: false });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toMatch(/^is_active: Una Only is the last active admin/);
    expect(await auditActions(only.userId)).toEqual([]);

    // With a second admin, one of them may go.
    const second = await t.createUser({ ...org, access: 2 });
    expect((await patch(operator, only.userId, { access: 3 })).statusCode).toBe(200);
    expect((await patch(operator, second.userId, { is_active: false })).statusCode).toBe(409);
  });

  it('keeps an admin when two admins demote each other at once', async () => {
    const org = { organizationName: 'Duo' };
    const first = await t.createUser({ ...org, access: 2 });
    const second = await t.createUser({ ...org, access: 2 });
    const answers = await Promise.all([
      patch(first, second.userId, { access: 3 }),
      patch(second, first.userId, { access: 3 }),
    ]);
    // One wins; the other is refused: by the rule (409) when both passed the policy before the
    // first committed, else by the policy, as the loser is no longer an admin (403 or 404).
    expect(answers.map((answer) => answer.statusCode >= 400).sort()).toEqual([false, true]);
    const [admins] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND access = 2 AND is_active',
      [first.organizationId],
    );
    expect(admins?.n).toBe(1);
  });

  it('deactivation frees a seat, ends the sessions and closes the sockets at once; reactivation needs a seat', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tess@example.test', password: 'right-password' },
    });
    const session = successEnvelope(signedInUserSchema).parse(login.json()).data;
    const socket = await connectAs(await listeningUrl(t.app), member, testJwtSecret);
    const dropped = nextEvent(socket, 'disconnect');
    const before = await seatsUsed();

    const deactivated = await patch(manager, member.userId, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    socket.close();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).not.toBe(200);
    expect((await seatsUsed()).used).toBe(before.used - 1);
    expect(await auditActions(member.userId)).toContain('user.deactivated');

    await setSeats(before.used - 1);
    const full = await patch(manager, member.userId, { is_active: true });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'no-seats-available' });
    expect(full.json().message).toMatch(new RegExp(`^is_active: All ${before.used - 1} seats`));
    await setSeats(50);
    expect((await patch(manager, member.userId, { is_active: true })).statusCode).toBe(200);
    expect(await auditActions(member.userId)).toContain('user.reactivated');
  });
});

describe('GET /api/organizations/:id/billing', () => {
  it('answers admins purchased, used (people plus invites) and available, and no provider', async () => {
    const billing = await seatsUsed();
    expect(billing).toMatchObject({ seats: 50, payment_provider: null });
    expect(billing.used).toBe(billing.active_people + billing.pending_invites);
    const refused = await t.injectAs(manager, {
      method: 'GET',
      url: `/api/organizations/${organizationId}/billing`,
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await t.injectAs(foreigner, {
      method: 'GET',
      url: `/api/organizations/${organizationId}/billing`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('people an import created', () => {
  it('are listed (deactivated, never registered) with status=all and status=deactivated', async () => {
    const csv =
      'Date,Closer,Product,Customer,Amount,Type\r\n2026-03-04,ivy.import@example.test,Coaching,Jo,100,new\r\n';
    const uploaded = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/imports?kind=transactions&file_name=history.csv',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ data: { import_batch_id: number } }>().data;
    const committed = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/commit`,
      payload: {
        mapping: {
          0: 'date',
          1: 'closer_email',
          2: 'product',
          3: 'customer_name',
          4: 'amount',
          5: 'type',
        },
        resolutions: [
          {
            kind: 'person',
            value: 'ivy.import@example.test',
            action: 'create',
            name: 'Ivy Import',
          },
          { kind: 'product', value: 'Coaching', action: 'create' },
        ],
      },
    });
    expect(committed.statusCode, committed.body).toBe(202);
    await t.app.importService.commits.idle();

    for (const status of ['all', 'deactivated']) {
      const listed = await peopleOf(admin, `?status=${status}&search=ivy.import`);
      expect(listed.people, status).toMatchObject([
        { email: 'ivy.import@example.test', display_name: 'Ivy Import', is_active: false },
      ]);
    }
    expect((await peopleOf(admin, '?status=active&search=ivy.import')).people).toEqual([]);
    // Still no pending invite: an imported person holds no seat until invited.
    const pendingIds = async () =>
      successEnvelope(pendingInviteListSchema)
        .parse(
          (await t.injectAs(admin, { method: 'GET', url: '/api/users/invite/pending' })).json(),
        )
        .data.invites.map((invite) => invite.user.email);
    expect(await pendingIds()).not.toContain('ivy.import@example.test');

    // Reactivated from the list, they become a pending invite, and Resend gives them a link.
    const [ivy] = (await peopleOf(admin, '?search=ivy.import')).people;
    const reactivated = await patch(admin, ivy?.user_id ?? 0, {
      is_active: true,
      version: ivy?.version,
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(await pendingIds()).toContain('ivy.import@example.test');
    const resent = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/users/invite/${ivy?.user_id}/resend`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(successEnvelope(createdInviteSchema).parse(resent.json()).data.invite_url).toMatch(
      /^\/complete-registration\?token=/,
    );
  });
});
