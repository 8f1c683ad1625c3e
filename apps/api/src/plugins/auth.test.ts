import { connect } from 'node:net';
import { shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { hashOpaqueToken } from '../security/opaque-token.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let foreign: TestUser;
const shareToken = 'auth-test-share-token-0123456789';

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      // A route outside /api with no `public` flag: it must need a credential all the same.
      extraRoutes: (app) => app.get('/internal/report', async () => ({ secret: true })),
    },
  );
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  member = await t.createUser({ managerId: manager.userId });
  outsider = await t.createUser();
  foreign = await t.createUser({ organizationName: 'Elsewhere' });
  await t.database.query(
    `INSERT INTO shares (organization_id, type, resource_id, token_hash, created_by)
     VALUES ($1, 'employee', $2, $3, $4)`,
    [member.organizationId, member.userId, hashOpaqueToken(shareToken), manager.userId],
  );
});

afterAll(async () => {
  await t.close();
});

/** Sends a raw HTTP/1.1 request (for request targets `inject` cannot express) → status. */
async function rawStatus(requestLine: string): Promise<number> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  try {
    return await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(Number(data.split(' ')[1])));
      socket.on('error', reject);
    });
  } finally {
    await t.app.server.close();
  }
}

describe('the credential check decides on the matched route', () => {
  it.each([
    `/%61pi/users/999999`,
    `/api/users/%39%39%39`,
    '/%61pi/users/1',
    '/%61pi/no-such-route',
  ])('answers 401 to %s without a token, whatever the path spelling', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 to an absolute-form request target', async () => {
    expect(await rawStatus('GET http://127.0.0.1/api/users/999999 HTTP/1.1')).toBe(401);
  });

  it('treats a route without `public` as signed-in, even outside /api', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/internal/report' })).statusCode).toBe(401);
    const signedIn = await t.injectAs(admin, { method: 'GET', url: '/internal/report' });
    expect(signedIn.statusCode).toBe(200);
  });

  it.each(['/health', '/config.json', '/openapi.json', '/docs/'])(
    'keeps %s public',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    },
  );
});

describe('one "Not found"', () => {
  const body = { status: 'error', code: 'not-found', message: 'Not found' };

  it('for a missing person, another organization’s and one out of sight', async () => {
    for (const [caller, id] of [
      [admin, 999_999],
      [admin, foreign.userId],
      [manager, outsider.userId],
      [member, outsider.userId],
    ] as const) {
      const response = await t.injectAs(caller, { method: 'GET', url: `/api/users/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(body);
    }
  });

  it('for a share-token holder, whatever other id it tries', async () => {
    for (const id of [999_999, foreign.userId, outsider.userId, manager.userId]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: { [shareTokenHeader]: shareToken },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(body);
    }
  });

  it('for products, share links and notifications too', async () => {
    for (const url of ['/api/products/999999', '/api/shares/999999']) {
      const response = await t.injectAs(admin, {
        method: url.startsWith('/api/shares') ? 'DELETE' : 'GET',
        url,
      });
      expect(response.json()).toEqual(body);
    }
    const notification = await t.injectAs(admin, {
      method: 'PATCH',
      url: '/api/notifications/999999',
    });
    expect(notification.json()).toEqual(body);
  });
});
