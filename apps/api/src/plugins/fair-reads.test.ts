import { shareTokenHeader } from '@salesdash/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { fairReadsPerCaller, fairReadsQueueLength } from './fair-reads.ts';

/*
 * The fair turns on a route of its own whose handler waits until the test lets it finish, so
 * the test decides how long each expensive read takes.
 */

const started: string[] = [];
const finishers: (() => void)[] = [];

const slowRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { tag?: string } }>(
    '/api/__fair/slow',
    { config: { fairRead: true, share: true } },
    async (request) => {
      started.push(request.query.tag ?? '');
      await new Promise<void>((resolve) => finishers.push(resolve));
      return { ok: true };
    },
  );
  app.get('/api/__fair/cheap', async () => ({ ok: true }));
};

let t: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  t = await buildTestApp(
    { expensiveReadsAtOnce: 1 },
    { extraRoutes: (app) => void app.register(slowRoutes) },
  );
  a = await t.createUser();
  b = await t.createUser();
});

afterAll(async () => {
  await t.close();
});

const slow = (as: TestUser | string, tag: string) =>
  typeof as === 'string'
    ? t.app.inject({
        method: 'GET',
        url: '/api/__fair/slow',
        query: { tag },
        headers: { [shareTokenHeader]: as },
      })
    : t.injectAs(as, { method: 'GET', url: '/api/__fair/slow', query: { tag } });

/** Lets the server reach its next await (the requests' hooks run on the event loop). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * Waits until a read of a burst is working, so the rest of it is queued. Requests reach the
 * queue in the order their sign-in resolves, not always the order they were sent.
 */
async function burstStarted(): Promise<void> {
  while (started.length === 0) await settle();
  await settle();
}

/** Finishes the running reads one at a time until every request has answered. */
async function drain(requests: Promise<unknown>[]): Promise<void> {
  // Every request sent reaches its queue first (sign-in and validation take a while on a
  // busy machine).
  await new Promise((resolve) => setTimeout(resolve, 300));
  let done = false;
  void Promise.allSettled(requests).then(() => (done = true));
  while (!done) {
    await settle();
    finishers.shift()?.();
  }
}

describe('fair turns for expensive reads', () => {
  it('serves a second caller before the first caller’s burst', async () => {
    started.length = 0;
    const burst = Array.from({ length: 6 }, (_, index) => slow(a, `a${index + 1}`));
    await burstStarted();
    const other = slow(b, 'b1');
    await drain([...burst, other]);
    expect(started.slice(0, 3).map((tag) => tag[0])).toEqual(['a', 'b', 'a']);
  });

  it('answers 429 with Retry-After in the envelope past a caller’s slots and queue, and only to that caller', async () => {
    started.length = 0;
    const held = fairReadsPerCaller + fairReadsQueueLength;
    const burst = Array.from({ length: held }, (_, index) => slow(a, `a${index + 1}`));
    await burstStarted();
    const refused = await slow(a, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ status: 'error', code: 'too-many-requests' });
    // Another person's first screen (4 at once) and a cheap request are never refused.
    const firstScreen = Array.from({ length: fairReadsPerCaller }, (_, index) =>
      slow(b, `b${index + 1}`),
    );
    const cheap = await t.injectAs(b, { method: 'GET', url: '/api/__fair/cheap' });
    expect(cheap.statusCode).toBe(200);
    await drain([...burst, ...firstScreen]);
    const answers = await Promise.all(firstScreen);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(started.slice(0, 3).map((tag) => tag[0])).toContain('b');
  });

  it('gives each share link a queue of its own', async () => {
    started.length = 0;
    const link = await t.shareToken(a, 'employee', a.userId);
    const burst = Array.from({ length: 3 }, (_, index) => slow(a, `a${index + 1}`));
    await burstStarted();
    const shared = slow(link, 'link');
    await drain([...burst, shared]);
    expect(started[1]).toBe('link');
  });
});
