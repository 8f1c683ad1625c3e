import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../testing/build-test-app.ts';
import { freePort } from '../testing/free-port.ts';
import { connectAs, listeningUrl, type ClientSocket } from '../testing/socket-client.ts';
import { createBackupService } from './backup/backup-service.ts';
import { opsRoutes } from './ops-routes.ts';
import { startOpsServer } from './ops-server.ts';

let t: TestApp;
let user: TestUser;
let ops: FastifyInstance | undefined;
let socket: ClientSocket | undefined;
let exposition = '';

const inviteToken = 'invite-token-that-must-stay-out-of-labels';
const strayPath = '/api/no-such-route/stray-secret-in-a-path';

/** The value of the one sample `name{labels}` (labels as exposed, in order), or undefined. */
function sample(name: string, labels = ''): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = exposition.split('\n').find((text) => text.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

beforeAll(async () => {
  // One failed sign-in is free, the next try of that email from that address waits.
  t = await buildTestApp({ rateLimitMax: 20, loginFailuresBeforeDelay: 1 });
  user = await t.createUser({ password: 'the-right-password' });
  const disabled = await t.createUser({ password: 'the-right-password', isActive: false });
  await t.app.inject({ method: 'GET', url: `/api/auth/invite/${inviteToken}` });
  await t.app.inject({ method: 'GET', url: strayPath });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect((await signIn(user.email, 'a-wrong-password')).statusCode).toBe(401);
  expect((await signIn(user.email, 'a-wrong-password')).statusCode).toBe(429);
  expect((await signIn(disabled.email, 'the-right-password')).statusCode).toBe(403);
  await t.database.db.transaction((tx) => tx.execute(sql`select 1`));
  // Anonymous requests share their address's budget of 20 a minute: 5 are spent above, so 15
  // of these pass and the last 2 get 429.
  for (let i = 0; i < 17; i += 1) await t.app.inject({ method: 'GET', url: '/health' });
  socket = await connectAs(await listeningUrl(t.app), user, testJwtSecret);

  ops = await startOpsServer({
    port: await freePort(),
    routes: opsRoutes(
      t.app,
      createBackupService({ database: t.database, dataDir: tmpdir(), passphrase: undefined }),
    ),
    logger: t.app.log,
  });
  const address = ops?.server.address();
  if (!address || typeof address !== 'object') throw new Error('the operations port is not open');
  expect(address.address).toBe('127.0.0.1');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  exposition = await response.text();
});

afterAll(async () => {
  socket?.close();
  await ops?.close();
  await t.close();
});

describe('/metrics on the operations port', () => {
  it.each([
    ['salesdash_http_request_duration_seconds', 'histogram'],
    ['salesdash_http_rate_limited_total', 'counter'],
    ['salesdash_sign_in_failures_total', 'counter'],
    ['salesdash_db_query_duration_seconds', 'histogram'],
    ['salesdash_db_pool_waiting', 'gauge'],
    ['salesdash_db_pool_connections', 'gauge'],
    ['salesdash_sockets_open', 'gauge'],
    ['salesdash_ready', 'gauge'],
    ['salesdash_backups_total', 'counter'],
    ['salesdash_backup_last_success_timestamp_seconds', 'gauge'],
    ['salesdash_backup_last_size_bytes', 'gauge'],
    ['nodejs_eventloop_lag_seconds', 'gauge'],
    ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
    ['nodejs_heap_size_used_bytes', 'gauge'],
    ['process_resident_memory_bytes', 'gauge'],
  ])('exposes %s (%s)', (name, type) => {
    expect(exposition).toContain(`# TYPE ${name} ${type}\n`);
  });

  it('counts requests per route pattern, method and status class', () => {
    const health = 'method="GET",route="/health",status_class';
    expect(sample('salesdash_http_request_duration_seconds_count', `${health}="2xx"`)).toBe(15);
    expect(sample('salesdash_http_request_duration_seconds_count', `${health}="4xx"`)).toBe(2);
    expect(
      sample(
        'salesdash_http_request_duration_seconds_count',
        'method="POST",route="/api/auth/login",status_class="4xx"',
      ),
    ).toBe(3);
  });

  it('labels a request by its pattern, never its URL, and an unmatched one as (unmatched)', () => {
    expect(exposition).toContain('route="/api/auth/invite/:token"');
    expect(exposition).toContain('route="(unmatched)"');
    expect(exposition).not.toContain(inviteToken);
    expect(exposition).not.toContain('stray-secret');
  });

  it('counts 429s by route and refused sign-ins by reason', () => {
    expect(sample('salesdash_http_rate_limited_total', 'route="/health"')).toBe(2);
    expect(sample('salesdash_http_rate_limited_total', 'route="/api/auth/login"')).toBe(1);
    expect(sample('salesdash_sign_in_failures_total', 'reason="invalid-credential"')).toBe(1);
    expect(sample('salesdash_sign_in_failures_total', 'reason="throttled"')).toBe(1);
    expect(sample('salesdash_sign_in_failures_total', 'reason="user-disabled"')).toBe(1);
  });

  it('times queries and transactions, and reads the pool, the sockets and readiness', () => {
    const queryCount = (kind: string) =>
      sample('salesdash_db_query_duration_seconds_count', `kind="${kind}"`) ?? 0;
    expect(queryCount('query')).toBeGreaterThan(0);
    expect(queryCount('transaction')).toBeGreaterThanOrEqual(1);
    expect(sample('salesdash_db_pool_waiting')).toBe(0);
    // PostgreSQL's pool has connections; the embedded engine is one, in process.
    const total = sample('salesdash_db_pool_connections', 'state="total"');
    if (t.database.kind === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBeUndefined();
    expect(sample('salesdash_sockets_open')).toBe(1);
    expect(sample('salesdash_ready')).toBe(1);
  });

  it('is not served by the API port, nor documented in /openapi.json', async () => {
    // As a signed-in person: the address's budget is spent.
    expect((await t.injectAs(user, { method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const document = (await t.injectAs(user, { method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/health/live', '/health/ready']),
    );
  });
});

describe('the operations port', () => {
  it('is off with OPS_PORT=0', async () => {
    expect(await startOpsServer({ port: 0, routes: [], logger: t.app.log })).toBeUndefined();
  });

  it('refuses to start on a taken port, naming OPS_PORT and how to change or turn it off', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    if (!address || typeof address !== 'object') throw new Error('no port was bound');
    try {
      const start = startOpsServer({ port: address.port, routes: [], logger: t.app.log });
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(
        new RegExp(`^OPS_PORT: port ${address.port} .* in use.*OPS_PORT=0 to turn`),
      );
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });
});
