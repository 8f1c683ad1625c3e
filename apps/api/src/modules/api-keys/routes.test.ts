import { apiKeyScopes, type ApiKeyScope } from '@salesdash/api-contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiKeyPrincipal } from '../../plugins/resolve-api-key.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { clientSocket, listeningUrl, refusal } from '../../testing/socket-client.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let rep: TestUser;
let otherAdmin: TestUser;
let productId: number;

const month = { startDate: '2026-01-01', endDate: '2026-01-31' };
const withKey = (key: string, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${key}` },
  });

/** Creates a key through the API as `creator`; its secret and id. */
async function createKey(
  scopes: readonly ApiKeyScope[],
  creator: TestUser = admin,
): Promise<{ key: string; id: number }> {
  const response = await t.injectAs(creator, {
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: `Key ${scopes.join(' ')}`, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json<{ data: { key: string; api_key: { api_key_id: number } } }>();
  return { key: data.key, id: data.api_key.api_key_id };
}

beforeAll(async () => {
  t = await buildTestApp({}, { captureLogs: true });
  const acme = { organizationName: 'Acme' };
  admin = await t.createUser({ ...acme, access: 2 });
  manager = await t.createUser({ ...acme, access: 3 });
  rep = await t.createUser({ ...acme, managerId: manager.userId });
  otherAdmin = await t.createUser({ organizationName: 'Other', access: 2 });
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 100000) RETURNING product_id AS id",
    [admin.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

describe('managing API keys', () => {
  it('shows the key once on creation and never again', async () => {
    const { key, id } = await createKey(['metrics:read', 'records:read']);
    expect(key).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    const list = await t.injectAs(admin, { method: 'GET', url: '/api/api-keys' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = list.json<{ data: { api_keys: Record<string, unknown>[] } }>().data.api_keys;
    expect(listed.find((row) => row['api_key_id'] === id)).toMatchObject({
      scopes: ['metrics:read', 'records:read'],
      prefix: key.slice(0, 8),
      created_by: admin.userId,
      last_used_at: null,
      revoked_at: null,
    });
    // Stored as its hash only: the secret is nowhere in the database's row.
    const [row] = await t.database.query<{ key_hash: string }>(
      'SELECT key_hash FROM api_keys WHERE api_key_id = $1',
      [id],
    );
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
  });

  it('refuses a create without a name or a scope, naming the field', async () => {
    for (const [payload, field] of [
      [{ name: '', scopes: ['metrics:read'] }, 'name'],
      [{ name: 'No scope', scopes: [] }, 'scopes'],
      [{ name: 'Twice', scopes: ['import', 'import'] }, 'scopes'],
      [{ name: 'Unknown', scopes: ['admin'] }, 'scopes'],
    ] as const) {
      const response = await t.injectAs(admin, { method: 'POST', url: '/api/api-keys', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
  });

  it('lets only admins manage keys, each only their organization’s', async () => {
    for (const person of [manager, rep]) {
      const response = await t.injectAs(person, { method: 'GET', url: '/api/api-keys' });
      expect(response.statusCode).toBe(403);
    }
    const { id } = await createKey(['import']);
    const elsewhere = await t.injectAs(otherAdmin, {
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const theirs = await t.injectAs(otherAdmin, { method: 'GET', url: '/api/api-keys' });
    expect(theirs.json<{ data: { api_keys: unknown[] } }>().data.api_keys).toEqual([]);
  });

  it('revokes at once (401 on the next request), idempotently, with one audit row each', async () => {
    const { key, id } = await createKey(['metrics:read']);
    const read = { method: 'GET', url: `/api/metrics/users/${rep.userId}`, query: month } as const;
    expect((await withKey(key, read)).statusCode).toBe(200);
    const first = await t.injectAs(admin, { method: 'DELETE', url: `/api/api-keys/${id}` });
    expect(first.statusCode).toBe(200);
    const revokedAt = first.json<{ data: { revoked_at: string } }>().data.revoked_at;
    expect(revokedAt).not.toBeNull();
    const refused = await withKey(key, read);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'api-key-revoked' });
    const again = await t.injectAs(admin, { method: 'DELETE', url: `/api/api-keys/${id}` });
    expect(again.json<{ data: { revoked_at: string } }>().data.revoked_at).toBe(revokedAt);
    const audit = await t.database.query<{ action: string; actor_user_id: number }>(
      "SELECT action, actor_user_id FROM audit_events WHERE entity_type = 'api_key' AND entity_id = $1 ORDER BY audit_event_id",
      [String(id)],
    );
    expect(audit).toEqual([
      { action: 'api_key.created', actor_user_id: admin.userId },
      { action: 'api_key.revoked', actor_user_id: admin.userId },
    ]);
  });

  it('never writes a key to the log, nor to the audit trail', async () => {
    const { key } = await createKey(['metrics:read']);
    await withKey(key, { method: 'GET', url: `/api/metrics/users/${rep.userId}`, query: month });
    await withKey(key, { method: 'GET', url: '/api/notifications' });
    expect(t.logLines.length).toBeGreaterThan(0);
    expect(t.logLines.join('\n')).not.toContain(key.slice(4));
    const audit = await t.database.query('SELECT before, after FROM audit_events');
    expect(JSON.stringify(audit)).not.toContain(key.slice(4));
  });
});

describe('an API key as a caller', () => {
  /** One request per kind of route, and the scope that opens it (none: a person's route). */
  const routes: { name: string; scope: ApiKeyScope | null; request: () => InjectOptions }[] = [
    {
      name: 'a person’s metrics',
      scope: 'metrics:read',
      request: () => ({ method: 'GET', url: `/api/metrics/users/${rep.userId}`, query: month }),
    },
    {
      name: 'the team dashboard',
      scope: 'metrics:read',
      request: () => ({ method: 'GET', url: '/api/metrics/team/dashboard', query: month }),
    },
    {
      name: 'a person’s transactions',
      scope: 'records:read',
      request: () => ({
        method: 'GET',
        url: `/api/transactions/users/${rep.userId}`,
        query: month,
      }),
    },
    {
      name: 'a product’s appointments as CSV',
      scope: 'records:read',
      request: () => ({
        method: 'GET',
        url: `/api/appointments/products/${productId}/download`,
        query: month,
      }),
    },
    {
      name: 'recording a deal',
      scope: 'records:write',
      request: () => ({
        method: 'POST',
        url: '/api/transactions',
        payload: {
          user_id: rep.userId,
          product_id: productId,
          customer_name: 'Key customer',
          amount: 100,
          transaction_type: 'new',
          transaction_date: '2026-01-15',
        },
      }),
    },
    {
      name: 'the current user',
      scope: null,
      request: () => ({ method: 'GET', url: '/api/auth/me' }),
    },
    {
      name: 'notifications',
      scope: null,
      request: () => ({ method: 'GET', url: '/api/notifications' }),
    },
    { name: 'the profile', scope: null, request: () => ({ method: 'GET', url: '/api/profile' }) },
    { name: 'share links', scope: null, request: () => ({ method: 'GET', url: '/api/shares' }) },
    {
      name: 'people',
      scope: null,
      request: () => ({ method: 'GET', url: '/api/users/people' }),
    },
    { name: 'API keys', scope: null, request: () => ({ method: 'GET', url: '/api/api-keys' }) },
    {
      name: 'logging outbound activity as oneself',
      scope: null,
      request: () => ({
        method: 'POST',
        url: '/api/outbound-records',
        payload: { product_id: productId, type: 'message' },
      }),
    },
  ];
  const keys = new Map<ApiKeyScope, string>();

  beforeAll(async () => {
    for (const scope of apiKeyScopes) keys.set(scope, (await createKey([scope])).key);
  });

  describe.each(apiKeyScopes)('with the %s scope alone', (scope) => {
    it.each(routes)('$name', async (route) => {
      const response = await withKey(keys.get(scope) ?? '', route.request());
      if (route.scope === scope) {
        expect(response.statusCode, response.body).toBeLessThan(300);
      } else {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ status: 'error', code: 'forbidden' });
      }
    });
  });

  it('writes as its creator: the deal and its audit row name the admin who made the key', async () => {
    const writer = keys.get('records:write') ?? '';
    const [deal] = routes.filter((route) => route.scope === 'records:write');
    const response = await withKey(writer, deal?.request() ?? {});
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: { transaction_id: number } }>().data.transaction_id;
    const [row] = await t.database.query<{ created_by: number; actor_user_id: number }>(
      `SELECT t.created_by, a.actor_user_id FROM transactions t
       JOIN audit_events a ON a.entity_type = 'transaction' AND a.entity_id = t.transaction_id::text
       WHERE t.transaction_id = $1`,
      [id],
    );
    expect(row).toEqual({ created_by: admin.userId, actor_user_id: admin.userId });
  });

  it('reads only its own organization', async () => {
    const { key } = await createKey(['metrics:read'], otherAdmin);
    const response = await withKey(key, {
      method: 'GET',
      url: `/api/metrics/users/${rep.userId}`,
      query: month,
    });
    expect(response.statusCode).toBe(404);
  });

  it('stops (401) once its creator is no longer an admin, and an unknown key is 401', async () => {
    const creator = await t.createUser({ organizationName: 'Acme', access: 2 });
    const { key } = await createKey(['metrics:read'], creator);
    const read = { method: 'GET', url: `/api/metrics/users/${rep.userId}`, query: month } as const;
    expect((await withKey(key, read)).statusCode).toBe(200);
    await t.database.query('UPDATE users SET access = 3 WHERE user_id = $1', [creator.userId]);
    expect((await withKey(key, read)).statusCode).toBe(401);
    const unknown = await withKey(`sdk_${'x'.repeat(43)}`, read);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'api-key-invalid' });
  });

  it('is suspended while its creator is demoted or deactivated, listed and audited so, and resumes with them', async () => {
    const creator = await t.createUser({ organizationName: 'Acme', access: 2 });
    const { key, id } = await createKey(['metrics:read'], creator);
    const read = { method: 'GET', url: `/api/metrics/users/${rep.userId}`, query: month } as const;
    const listed = async () => {
      const response = await t.injectAs(admin, { method: 'GET', url: '/api/api-keys' });
      return response
        .json<{ data: { api_keys: Record<string, unknown>[] } }>()
        .data.api_keys.find((row) => row['api_key_id'] === id);
    };
    const change = async (payload: Record<string, unknown>) => {
      const response = await t.injectAs(admin, {
        method: 'PATCH',
        url: `/api/users/${creator.userId}`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const keyAudit = () =>
      t.database.query<{ action: string; actor_user_id: number; before: unknown; after: unknown }>(
        "SELECT action, actor_user_id, before, after FROM audit_events WHERE entity_type = 'api_key' AND entity_id = $1 AND action <> 'api_key.created' ORDER BY audit_event_id",
        [String(id)],
      );
    expect(await listed()).toMatchObject({ status: 'active', suspended_reason: null });

    await change({ access: 3 });
    expect(await listed()).toMatchObject({
      status: 'suspended',
      suspended_reason: 'creator-not-admin',
      revoked_at: null,
    });
    const refused = await withKey(key, read);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'api-key-suspended' });
    expect(refused.json<{ message: string }>().message).toMatch(/regain admin access/);
    expect(await keyAudit()).toEqual([
      {
        action: 'api_key.suspended',
        actor_user_id: admin.userId,
        before: expect.objectContaining({ status: 'active', suspended_reason: null }),
        after: expect.objectContaining({
          status: 'suspended',
          suspended_reason: 'creator-not-admin',
        }),
      },
    ]);

    await change({ access: 2 });
    expect(await listed()).toMatchObject({ status: 'active', suspended_reason: null });
    expect((await withKey(key, read)).statusCode).toBe(200);

    await change({ is_active: false });
    expect(await listed()).toMatchObject({
      status: 'suspended',
      suspended_reason: 'creator-deactivated',
    });
    expect((await withKey(key, read)).statusCode).toBe(401);
    await change({ is_active: true });
    expect((await withKey(key, read)).statusCode).toBe(200);

    // A rename changes nothing about the key, and a revoked key stays revoked whatever happens.
    await change({ first_name: 'Renamed' });
    expect((await keyAudit()).map((row) => row.action)).toEqual([
      'api_key.suspended',
      'api_key.resumed',
      'api_key.suspended',
      'api_key.resumed',
    ]);
    await t.injectAs(admin, { method: 'DELETE', url: `/api/api-keys/${id}` });
    await change({ access: 3 });
    expect(await listed()).toMatchObject({ status: 'revoked', suspended_reason: null });
    expect((await keyAudit()).at(-1)?.action).toBe('api_key.revoked');
  });

  it('marks its last use at most once a minute', async () => {
    const { key, id } = await createKey(['metrics:read']);
    const lastUsed = async () =>
      (
        await t.database.query<{ last_used_at: Date | null }>(
          'SELECT last_used_at FROM api_keys WHERE api_key_id = $1',
          [id],
        )
      )[0]?.last_used_at ?? null;
    expect(await lastUsed()).toBeNull();
    const start = new Date('2026-05-01T10:00:00Z');
    await resolveApiKeyPrincipal(t.database.db, key, start);
    expect(await lastUsed()).toEqual(start);
    await resolveApiKeyPrincipal(t.database.db, key, new Date(start.getTime() + 59_000));
    expect(await lastUsed()).toEqual(start);
    const later = new Date(start.getTime() + 60_000);
    await resolveApiKeyPrincipal(t.database.db, key, later);
    expect(await lastUsed()).toEqual(later);
    const listed = await t.injectAs(admin, { method: 'GET', url: '/api/api-keys' });
    const row = listed
      .json<{ data: { api_keys: { api_key_id: number; last_used_at: string | null }[] } }>()
      .data.api_keys.find((candidate) => candidate.api_key_id === id);
    expect(row?.last_used_at).not.toBeNull();
  });

  it('cannot open a socket', async () => {
    const { key } = await createKey([...apiKeyScopes]);
    const baseUrl = await listeningUrl(t.app);
    expect(await refusal(clientSocket(baseUrl, { token: key }))).toMatchObject({
      code: 'unauthorized',
    });
  });
});
