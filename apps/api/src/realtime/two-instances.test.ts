import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../testing/build-test-app.ts';
import { connectAs, listeningUrl, nextEvent, type ClientSocket } from '../testing/socket-client.ts';

/*
 * Two API instances on one PostgreSQL server (DATABASE_URL): a change made through instance A
 * reaches a client connected to instance B through the socket.io Postgres adapter. The
 * embedded engine is one process, so this runs only in the PostgreSQL pass.
 */

const onPostgres = Boolean(process.env['DATABASE_URL']);

let a: TestApp;
let b: TestApp;
let admin: TestUser;
let rep: TestUser;
let productId: number;
const sockets: ClientSocket[] = [];

/** Resolves once the instance's adapter has heard of `count` servers (itself included). */
async function seesServers(app: TestApp['app'], count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await app.io.of('/').adapter.serverCount()) < count) {
    if (Date.now() > deadline) throw new Error(`the adapter never saw ${count} servers`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  // One database: the second app opens the worker's database again (emptied, still empty).
  a = await buildTestApp();
  b = await buildTestApp();
  admin = await a.createUser({ organizationName: 'Acme', access: 2 });
  rep = await a.createUser({ organizationName: 'Acme' });
  productId = await a.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 150000) RETURNING product_id AS id",
    [admin.organizationId],
  );
  await Promise.all([listeningUrl(a.app), listeningUrl(b.app)]);
  await Promise.all([seesServers(a.app, 2), seesServers(b.app, 2)]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b?.close();
  await a?.close();
});

describe.runIf(onPostgres)('two API instances on one PostgreSQL', () => {
  it('an approval on instance A reaches a client of instance B', async () => {
    const onB = await connectAs(await listeningUrl(b.app), rep, testJwtSecret);
    sockets.push(onB);
    const requested = await a.injectAs(rep, {
      method: 'POST',
      url: '/api/transactions/employee',
      payload: {
        product_id: productId,
        customer_name: 'Casey Customer',
        amount: 1000,
        transaction_type: 'new',
        transaction_date: '2026-01-15',
      },
    });
    expect(requested.statusCode).toBe(201);
    const id = requested.json<{ data: { transaction_id: number } }>().data.transaction_id;
    await nextEvent(onB, 'transaction:changed');
    const onA = await connectAs(await listeningUrl(a.app), admin, testJwtSecret);
    sockets.push(onA);

    const changedOnB = nextEvent(onB, 'transaction:changed');
    const changedOnA = nextEvent(onA, 'transaction:changed');
    const notifiedOnB = nextEvent(onB, 'notification:new');
    const approved = await a.injectAs(admin, {
      method: 'POST',
      url: `/api/transactions/status/${id}`,
      payload: { transaction_status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await changedOnB).toMatchObject({ transaction_id: id, transaction_status: 'approved' });
    expect(await changedOnA).toMatchObject({ transaction_id: id, transaction_status: 'approved' });
    expect(await notifiedOnB).toMatchObject({ title: 'Commission request approved' });
  });

  it('a deactivation on instance A drops the person’s socket on instance B', async () => {
    const leaving = await a.createUser({ organizationName: 'Acme' });
    const onB = await connectAs(await listeningUrl(b.app), leaving, testJwtSecret);
    sockets.push(onB);
    const dropped = nextEvent(onB, 'disconnect');
    const deactivated = await a.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/${leaving.userId}`,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('a password change on instance B drops the person’s sockets on both instances', async () => {
    const mover = await a.createUser({ organizationName: 'Acme', password: 'old-secret-words' });
    const onA = await connectAs(await listeningUrl(a.app), mover, testJwtSecret);
    const onB = await connectAs(await listeningUrl(b.app), mover, testJwtSecret);
    sockets.push(onA, onB);
    const dropped = Promise.all([nextEvent(onA, 'disconnect'), nextEvent(onB, 'disconnect')]);
    const changed = await b.injectAs(mover, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'old-secret-words', new_password: 'brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await dropped).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
