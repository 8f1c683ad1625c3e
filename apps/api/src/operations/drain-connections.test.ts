import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { drainAndClose } from './graceful-shutdown.ts';

/*
 * What a kept-alive connection meets when the server drains (docs/operations.md "Restarts"): one idle at
 * that moment is closed at once; one whose request is in flight gets its whole answer, marked
 * `Connection: close`, and is closed after it, so the drain ends without waiting out the timeout.
 */

type Connection = {
  socket: net.Socket;
  /** Everything the server wrote on it so far. */
  received: () => string;
  closed: Promise<number>;
};

let t: TestApp;
let port = 0;
let releaseSlow: () => void = () => undefined;
let slowStarted: Promise<void>;

beforeAll(async () => {
  let markStarted: () => void = () => undefined;
  slowStarted = new Promise((resolve) => (markStarted = resolve));
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get('/test/slow', { config: { public: true } }, async () => {
          markStarted();
          await new Promise<void>((resolve) => (releaseSlow = resolve));
          return { status: 'success', data: 'slow' };
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

function connect(): Promise<Connection> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () =>
      resolve({ socket, received: () => text, closed }),
    );
    const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now())));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
  });
}

const get = (connection: Connection, path: string) =>
  connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('draining kept-alive connections', () => {
  it('closes idle ones at once and answers the one in flight with Connection: close', async () => {
    const idle = await connect();
    get(idle, '/health/live');
    await until(() => idle.received().includes('\r\n\r\n'));
    expect(idle.received()).toMatch(/connection: keep-alive/i);

    const busy = await connect();
    get(busy, '/test/slow');
    await slowStarted;

    const drainStarted = performance.now();
    const drained = drainAndClose(t.app, 10_000);
    const idleClosedAt = await idle.closed;
    expect(busy.received()).toBe('');

    releaseSlow();
    const busyClosedAt = await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(busy.received()).toMatch(/connection: close/i);
    expect(busy.received()).toContain('"slow"');
    expect(idleClosedAt).toBeLessThan(busyClosedAt);

    // Nothing held the drain open until the timeout cut it short.
    expect(await drained).toBe(true);
    expect(performance.now() - drainStarted).toBeLessThan(10_000);
  });
});
