import {
  createdShareSchema,
  resolvedShareSchema,
  shareListSchema,
  shareSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { hashOpaqueToken } from '../../security/opaque-token.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let owner: TestUser;
let teammate: TestUser;
let foreignAdmin: TestUser;
let productId = 0;
let callId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const acme = { organizationName: 'Acme' };
  admin = await t.createUser({ ...acme, access: 2, firstName: 'Ada', lastName: 'Admin' });
  manager = await t.createUser({ ...acme, access: 3, firstName: 'Max', lastName: 'Manager' });
  owner = await t.createUser({
    ...acme,
    firstName: 'Eve',
    lastName: 'Owner',
    managerId: manager.userId,
  });
  teammate = await t.createUser({ ...acme, firstName: 'Tom', lastName: 'Mate' });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
  const [product] = await t.database.query<{ id: number }>(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
  productId = product?.id ?? 0;
  const [call] = await t.database.query<{ id: number }>(
    "INSERT INTO appointments (organization_id, user_id, product_id, lead_name, call_date) VALUES ($1, $2, $3, 'Lee Lead', now()) RETURNING appointment_id AS id",
    [admin.organizationId, owner.userId, productId],
  );
  callId = call?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

const create = (user: TestUser, payload: Record<string, unknown>) =>
  t.injectAs(user, { method: 'POST', url: '/api/shares', payload });

const created = (body: unknown) => successEnvelope(createdShareSchema).parse(body).data;

const resolve = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/shares/resolve', headers: { 'x-share-token': token } });

describe('POST /api/shares', () => {
  it('creates a link of one’s own dashboard named after the person, storing only the hash', async () => {
    const response = await create(owner, { type: 'employee', resource_id: owner.userId });
    expect(response.statusCode).toBe(201);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const { share, token, path } = created(response.json());
    expect(share).toMatchObject({
      type: 'employee',
      resource_id: owner.userId,
      name: 'Eve Owner',
      expires_at: null,
      revoked_at: null,
      created_by: owner.userId,
    });
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(path).toBe(`/share/employee/${token}`);
    const [row] = await t.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM shares WHERE share_id = $1',
      [share.share_id],
    );
    expect(row?.token_hash).toBe(hashOpaqueToken(token));
    expect(row?.token_hash).not.toContain(token);
  });

  it('names product, call and leaderboard links after what they show; a given name wins', async () => {
    const product = created(
      (await create(manager, { type: 'product', resource_id: productId })).json(),
    );
    // A manager's link shows their team's records of the product, and says so.
    expect(product.share.name).toBe("Max Manager's team's sales of Coaching");
    const whole = created(
      (await create(admin, { type: 'product', resource_id: productId })).json(),
    );
    expect(whole.share.name).toBe('Coaching');
    // The lead as the link shows leads: initials, or the name with customer details.
    const call = created((await create(owner, { type: 'call', resource_id: callId })).json());
    expect(call.share.name).toBe('Call with L. L.');
    const detailed = await create(owner, {
      type: 'call',
      resource_id: callId,
      include_customer_details: true,
    });
    const detailedShare = created(detailed.json()).share;
    expect(detailedShare.name).toBe('Call with Lee Lead');
    // The listing test below counts this call's links: one.
    await t.database.query('DELETE FROM shares WHERE share_id = $1', [detailedShare.share_id]);
    const leaderboard = created(
      (await create(admin, { type: 'leaderboard', resource_id: admin.organizationId })).json(),
    );
    expect(leaderboard.share.name).toBe('Leaderboard');
    const named = created(
      (
        await create(owner, { type: 'employee', resource_id: owner.userId, name: 'For Sam' })
      ).json(),
    );
    expect(named.share.name).toBe('For Sam');
  });

  it('stores "include customer details" on the link (off unless asked) and lists it', async () => {
    const plain = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    expect(plain.share.include_customer_details).toBe(false);
    const detailed = created(
      (
        await create(owner, {
          type: 'employee',
          resource_id: owner.userId,
          include_customer_details: true,
        })
      ).json(),
    );
    expect(detailed.share.include_customer_details).toBe(true);
    const listed = successEnvelope(shareListSchema).parse(
      (
        await t.injectAs(owner, {
          method: 'GET',
          url: '/api/shares',
          query: { type: 'employee', resource_id: String(owner.userId) },
        })
      ).json(),
    ).data.shares;
    const choice = (id: number) =>
      listed.find((share) => share.share_id === id)?.include_customer_details;
    expect(choice(plain.share.share_id)).toBe(false);
    expect(choice(detailed.share.share_id)).toBe(true);

    const wrong = await create(owner, {
      type: 'employee',
      resource_id: owner.userId,
      include_customer_details: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/^include_customer_details/);
  });

  it('keeps a future expiry and refuses a past one naming expires_at', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const response = await create(owner, {
      type: 'employee',
      resource_id: owner.userId,
      expires_at: future,
    });
    expect(response.statusCode).toBe(201);
    expect(created(response.json()).share.expires_at).toBe(future);

    const past = await create(owner, {
      type: 'employee',
      resource_id: owner.userId,
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'validation-error' });
    expect(past.json<{ message: string }>().message).toMatch(/^expires_at/);

    const garbled = await create(owner, {
      type: 'employee',
      resource_id: owner.userId,
      expires_at: 'tomorrow',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json<{ message: string }>().message).toMatch(/^expires_at/);
  });

  it('answers 400 naming the field for an unknown type or a bad id', async () => {
    const type = await create(owner, { type: 'team', resource_id: owner.userId });
    expect(type.statusCode).toBe(400);
    expect(type.json<{ message: string }>().message).toMatch(/^type/);
    const id = await create(owner, { type: 'employee', resource_id: -1 });
    expect(id.statusCode).toBe(400);
    expect(id.json<{ message: string }>().message).toMatch(/^resource_id/);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: owner.userId },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for what one may not see (a colleague, their call), 403 for what one may not share', async () => {
    expect(
      (await create(owner, { type: 'employee', resource_id: teammate.userId })).statusCode,
    ).toBe(404);
    expect((await create(teammate, { type: 'call', resource_id: callId })).statusCode).toBe(404);
    expect((await create(owner, { type: 'product', resource_id: productId })).statusCode).toBe(403);
    expect(
      (await create(owner, { type: 'leaderboard', resource_id: owner.organizationId })).statusCode,
    ).toBe(403);
  });

  it('refuses a leaderboard link to someone without the leaderboard, like the board itself', async () => {
    const trialManager = await t.createUser({
      organizationName: 'Acme',
      access: 3,
      isNetrevenueClient: false,
    });
    const board = await t.injectAs(trialManager, {
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(board.statusCode).toBe(403);
    const response = await create(trialManager, {
      type: 'leaderboard',
      resource_id: trialManager.organizationId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      message: 'The leaderboard is not part of your plan',
    });
  });

  it('answers 404 for another organization’s ids and for missing ones', async () => {
    expect(
      (await create(foreignAdmin, { type: 'employee', resource_id: owner.userId })).statusCode,
    ).toBe(404);
    expect(
      (await create(foreignAdmin, { type: 'product', resource_id: productId })).statusCode,
    ).toBe(404);
    expect(
      (await create(foreignAdmin, { type: 'leaderboard', resource_id: admin.organizationId }))
        .statusCode,
    ).toBe(404);
    expect((await create(admin, { type: 'call', resource_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('GET /api/shares/resolve', () => {
  it('tells a share token what it shows, uncached and without a referrer', async () => {
    const { token, share } = created(
      (await create(manager, { type: 'employee', resource_id: owner.userId })).json(),
    );
    const response = await resolve(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(successEnvelope(resolvedShareSchema).parse(response.json()).data).toEqual({
      type: 'employee',
      resourceId: owner.userId,
      name: share.name,
      expiresAt: null,
      includeCustomerDetails: false,
    });
  });

  it('tells whether the link shows customer details', async () => {
    const { token } = created(
      (
        await create(owner, {
          type: 'employee',
          resource_id: owner.userId,
          include_customer_details: true,
        })
      ).json(),
    );
    const response = await resolve(token);
    expect(response.json()).toMatchObject({ data: { includeCustomerDetails: true } });
  });

  it('answers 401 with a code for unknown, expired and revoked links, and without one', async () => {
    expect((await resolve('no-such-token')).json()).toMatchObject({ code: 'share-link-invalid' });
    const { token, share } = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    await t.database.query(
      "UPDATE shares SET expires_at = now() - interval '1 minute' WHERE share_id = $1",
      [share.share_id],
    );
    const expired = await resolve(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'share-link-expired' });
    const other = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    await t.injectAs(owner, { method: 'DELETE', url: `/api/shares/${other.share.share_id}` });
    const revoked = await resolve(other.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'share-link-revoked' });
    expect((await t.app.inject({ method: 'GET', url: '/api/shares/resolve' })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 to a signed-in user, whose bearer token names no link', async () => {
    const response = await t.injectAs(owner, { method: 'GET', url: '/api/shares/resolve' });
    expect(response.statusCode).toBe(404);
  });

  it('opens exactly the shared person, nothing else, read-only', async () => {
    const { token } = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    const headers = { 'x-share-token': token };
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${owner.userId}`, headers });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users/${teammate.userId}`,
      headers,
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/shares', headers })).statusCode).toBe(
      401,
    );
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.userId}`,
      headers,
      payload: { first_name: 'Hacked' },
    });
    expect(write.statusCode).toBe(401);
  });
});

describe('GET /api/shares', () => {
  it('lists one’s own links newest first; admins see the organization’s', async () => {
    const list = async (user: TestUser, url = '/api/shares') => {
      const response = await t.injectAs(user, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return successEnvelope(shareListSchema).parse(response.json()).data.shares;
    };
    const mine = await list(owner);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((share) => share.created_by === owner.userId)).toBe(true);
    const ids = mine.map((share) => share.share_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const all = await list(admin);
    expect(new Set(all.map((share) => share.created_by))).toEqual(
      new Set([owner.userId, manager.userId, admin.userId]),
    );
    const calls = await list(admin, `/api/shares?type=call&resource_id=${callId}`);
    expect(calls.map((share) => share.type)).toEqual(['call']);
    expect(await list(teammate)).toEqual([]);
    expect(await list(foreignAdmin)).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter, 401 without a token', async () => {
    const response = await t.injectAs(owner, { method: 'GET', url: '/api/shares?type=team' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^type/);
    expect((await t.app.inject({ method: 'GET', url: '/api/shares' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/shares/:id', () => {
  it('lets the creator and admins revoke; the first revocation time stays', async () => {
    const { share } = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    const url = `/api/shares/${share.share_id}`;
    const response = await t.injectAs(owner, { method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    const revoked = successEnvelope(shareSchema).parse(response.json()).data;
    expect(revoked.revoked_at).not.toBeNull();
    const again = await t.injectAs(admin, { method: 'DELETE', url });
    expect(again.statusCode).toBe(200);
    expect(successEnvelope(shareSchema).parse(again.json()).data.revoked_at).toBe(
      revoked.revoked_at,
    );
  });

  it('answers 404 to all but its creator and admins, as for missing ids; 400 for a bad id', async () => {
    const { share } = created(
      (await create(owner, { type: 'employee', resource_id: owner.userId })).json(),
    );
    const url = `/api/shares/${share.share_id}`;
    expect((await t.injectAs(teammate, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.injectAs(manager, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.injectAs(foreignAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: '/api/shares/999999' })).statusCode,
    ).toBe(404);
    const bad = await t.injectAs(admin, { method: 'DELETE', url: '/api/shares/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^id/);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
  });
});

describe('share links and the people behind them', () => {
  const acme = { organizationName: 'Acme' };
  const setUser = (id: number, payload: Record<string, unknown>) =>
    t.injectAs(admin, { method: 'PATCH', url: `/api/users/${id}`, payload });
  const revokedAt = async (shareId: number) => {
    const [row] = await t.database.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM shares WHERE share_id = $1',
      [shareId],
    );
    return row?.revoked_at ?? null;
  };
  const team = async () => {
    const lead = await t.createUser({ ...acme, access: 3 });
    const member = await t.createUser({ ...acme, managerId: lead.userId });
    return { lead, member };
  };

  it('a deactivated sharer’s links stop at once and stay revoked when they come back', async () => {
    const { lead, member } = await team();
    const { token, share } = created(
      (await create(lead, { type: 'employee', resource_id: member.userId })).json(),
    );
    expect((await resolve(token)).statusCode).toBe(200);
    expect((await setUser(lead.userId, { is_active: false })).statusCode).toBe(200);
    expect((await resolve(token)).json()).toMatchObject({ code: 'share-link-revoked' });
    expect(await revokedAt(share.share_id)).not.toBeNull();
    expect((await setUser(lead.userId, { is_active: true })).statusCode).toBe(200);
    expect((await resolve(token)).statusCode).toBe(401);
  });

  it('a deactivated shared person’s dashboard stops opening until they are back', async () => {
    const { lead, member } = await team();
    const { token, share } = created(
      (await create(lead, { type: 'employee', resource_id: member.userId })).json(),
    );
    expect((await setUser(member.userId, { is_active: false })).statusCode).toBe(200);
    const refused = await resolve(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'share-link-revoked' });
    expect(await revokedAt(share.share_id)).toBeNull();
    expect((await setUser(member.userId, { is_active: true })).statusCode).toBe(200);
    expect((await resolve(token)).statusCode).toBe(200);
  });

  it('a manager’s link of a person who moved to another team is revoked', async () => {
    const { lead, member } = await team();
    const other = await t.createUser({ ...acme, access: 3 });
    const { token, share } = created(
      (await create(lead, { type: 'employee', resource_id: member.userId })).json(),
    );
    const own = created(
      (await create(member, { type: 'employee', resource_id: member.userId })).json(),
    );
    expect((await setUser(member.userId, { manager_id: other.userId })).statusCode).toBe(200);
    expect((await resolve(token)).statusCode).toBe(401);
    expect(await revokedAt(share.share_id)).not.toBeNull();
    // The person's own link needs no team: it keeps working.
    expect((await resolve(own.token)).statusCode).toBe(200);
  });

  it('a demoted manager’s product link is revoked', async () => {
    const { lead } = await team();
    const { token, share } = created(
      (await create(lead, { type: 'product', resource_id: productId })).json(),
    );
    expect((await resolve(token)).statusCode).toBe(200);
    expect((await setUser(lead.userId, { access: 4 })).statusCode).toBe(200);
    expect((await resolve(token)).statusCode).toBe(401);
    expect(await revokedAt(share.share_id)).not.toBeNull();
  });

  it('checks the sharer at resolve time, whatever changed them', async () => {
    const { lead, member } = await team();
    const { token } = created(
      (await create(lead, { type: 'employee', resource_id: member.userId })).json(),
    );
    // Changed behind the API's back (a script, a restore): the link still closes.
    await t.database.query('UPDATE users SET access = 4 WHERE user_id = $1', [lead.userId]);
    expect((await resolve(token)).statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.userId}`,
      headers: { 'x-share-token': token },
    });
    expect(read.statusCode).toBe(401);
  });

  it('a leaderboard link stops reading the board once its creator loses the leaderboard', async () => {
    const { lead } = await team();
    const { token } = created(
      (await create(lead, { type: 'leaderboard', resource_id: lead.organizationId })).json(),
    );
    const board = (range: { startDate: string; endDate: string }) =>
      t.app.inject({
        method: 'GET',
        url: '/api/metrics/users/leaderboard',
        query: range,
        headers: { 'x-share-token': token },
      });
    expect((await board({ startDate: '2026-01-01', endDate: '2026-01-31' })).statusCode).toBe(200);
    // The plan is a flag of the person, changed outside the people routes: checked every time.
    await t.database.query('UPDATE users SET is_netrevenue_client = false WHERE user_id = $1', [
      lead.userId,
    ]);
    for (const range of [
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2020-01-01', endDate: '2026-12-31' },
    ]) {
      const refused = await board(range);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'share-link-revoked' });
    }
    expect((await resolve(token)).statusCode).toBe(401);
  });
});
