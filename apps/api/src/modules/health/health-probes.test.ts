import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const unavailable = (message: string) => ({ status: 'error', code: 'unavailable', message });

describe('health probes', () => {
  it('an app built on a migrated database starts ready', async () => {
    expect(t.app.readiness.phase()).toBe('ready');
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'success', data: { phase: 'ready' } });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'success', data: { phase: 'ready', db: 'ok' } });
  });

  it('ready is 503 with Retry-After while the database fails, within a second while it hangs', async () => {
    const query = vi.spyOn(t.database, 'query');
    try {
      query.mockRejectedValue(new Error('Connection terminated'));
      const closed = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(closed.statusCode).toBe(503);
      expect(closed.headers['retry-after']).toBe('5');
      expect(closed.json()).toEqual(unavailable('Database unavailable'));

      query.mockReturnValue(new Promise(() => undefined));
      const started = performance.now();
      const hung = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(hung.statusCode).toBe(503);
      expect(hung.json()).toEqual(unavailable('Database unavailable'));

      // The process still answers: restarting it would not bring the database back.
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      query.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  // Last: draining is never undone.
  it('ready is 503 with Retry-After once the server drains; live still answers', async () => {
    t.app.readiness.markDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual(unavailable('Shutting down'));
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toEqual({ status: 'success', data: { phase: 'draining' } });
  });
});
