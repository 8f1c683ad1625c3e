import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { ApiError } from '../errors/api-error.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { rateLimitMax: 5 },
    {
      extraRoutes: (app) => {
        app.get('/__test/boom', { config: { public: true } }, async () => {
          throw new Error('secret detail at /srv/app.ts:12');
        });
        app.get('/__test/sql', { config: { public: true } }, async () => {
          await app.db.query('SELECT * FROM no_such_table_for_test');
          return 'unreachable';
        });
        app.get('/__test/conflict', { config: { public: true } }, async () => {
          throw new ApiError(409, 'email-already-in-use', 'That email is taken');
        });
        // What node-postgres raises while PostgreSQL restarts, wrapped as drizzle wraps it.
        app.get('/__test/db-restarting', { config: { public: true } }, async () => {
          const cause = Object.assign(
            new Error('terminating connection due to administrator command'),
            {
              code: '57P01',
            },
          );
          throw Object.assign(new Error('Failed query: select 1'), { cause });
        });
        app.get('/__test/db-gone', { config: { public: true } }, async () => {
          throw new Error('Connection terminated unexpectedly');
        });
      },
    },
  );
});

afterAll(async () => {
  await t.close();
});

describe('error envelope', () => {
  it.each(['/__test/boom', '/__test/sql'])(
    'answers 500 for %s without leaking internals',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'internal',
        message: 'Internal Server Error',
      });
      expect(response.body).not.toMatch(/secret|no_such_table|stack|\.ts/);
    },
  );

  it('keeps the status, code and message of an ApiError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'email-already-in-use',
      message: 'That email is taken',
    });
  });
});

describe('database unavailable', () => {
  it.each(['/__test/db-restarting', '/__test/db-gone'])(
    'answers %s with 503 unavailable and Retry-After',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        status: 'error',
        code: 'unavailable',
        message: 'The database cannot be reached right now; try again in a few seconds',
      });
      expect(response.body).not.toMatch(/administrator|select 1|terminated/);
    },
  );
});

describe('rate limit', () => {
  it('answers 429 in the envelope with Retry-After', async () => {
    const statuses: number[] = [];
    let last = await t.app.inject({ method: 'GET', url: '/health' });
    for (let i = 0; i < 6; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/health' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toContain(429);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ status: 'error', code: 'too-many-requests' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
