import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import { writeSilently } from '../testing/write-silently.ts';

let t: TestApp;
let manager: TestUser;
let member: TestUser;
let embedded = false;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        let calls = 0;
        app.get('/api/__test/counted', { config: { readCache: true } }, async () => ({
          calls: (calls += 1),
        }));
        app.get('/api/__test/uncached', async () => ({ calls: (calls += 1) }));
        app.get('/api/__test/daily', { config: { readCache: 'day' } }, async () => ({
          calls: (calls += 1),
        }));
      },
    },
  );
  embedded = t.database.kind === 'pglite';
  manager = await t.createUser({ access: 3 });
  member = await t.createUser({ managerId: manager.userId });
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (user: TestUser, url: string) => t.injectAs(user, { method: 'GET', url });
const calls = async (user: TestUser, url = '/api/__test/counted') =>
  (await get(user, url)).json<{ calls: number }>().calls;

describe('read cache', () => {
  it('replays an answer until a write that may concern it', async () => {
    const first = await calls(manager);
    const second = await calls(manager);
    expect(second).toBe(first);
    // A table without organizations concerns every organization's answers (which writes
    // empty which answers: read-cache-scope.test.ts).
    await t.database.query("INSERT INTO redirects (from_path, to_path) VALUES ('/x', '/')");
    expect(await calls(manager)).toBe(second + 1);
  });

  it('keeps each person’s answers apart and replays only the routes that ask for it', async () => {
    const mine = await calls(manager);
    const theirs = await calls(member);
    expect(theirs).not.toBe(mine);
    expect(await calls(manager)).toBe(mine);
    const a = await calls(manager, '/api/__test/uncached');
    expect(await calls(manager, '/api/__test/uncached')).toBe(a + 1);
  });

  it('shows a link created through the API on the very next list, and a deactivation at once', async () => {
    const list = async () =>
      (await get(manager, '/api/shares')).json<{ data: { shares: unknown[] } }>().data.shares;
    const before = (await list()).length;
    expect((await list()).length).toBe(before);
    const created = await t.injectAs(manager, {
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: member.userId },
    });
    expect(created.statusCode).toBe(201);
    expect((await list()).length).toBe(before + 1);

    expect((await get(member, '/api/auth/me')).statusCode).toBe(200);
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [
      member.userId,
    ]);
    expect((await get(member, '/api/auth/me')).statusCode).toBe(403);
  });

  it('replays /api/auth/me from memory on the embedded engine (a change the triggers did not announce stays unseen)', async (context) => {
    if (!embedded) context.skip();
    const person = await t.createUser({ firstName: 'Before' });
    expect((await get(person, '/api/auth/me')).json().data.first_name).toBe('Before');
    await writeSilently(t.database, "UPDATE users SET first_name = 'After' WHERE user_id = $1", [
      person.userId,
    ]);
    expect((await get(person, '/api/auth/me')).json().data.first_name).toBe('Before');
    await t.database.query('UPDATE organizations SET name = name WHERE organization_id = $1', [
      person.organizationId,
    ]);
    expect((await get(person, '/api/auth/me')).json().data.first_name).toBe('After');
  });

  it.each([
    // [minutes into the day (UTC), minutes later, replayed]
    [0, 14, true],
    [5 * 60 + 44, 1, false], // 05:45 starts a quarter-hour: Nepal's midnight (+05:45)
    [10 * 60, 15, false],
    [23 * 60 + 50, 20, false],
  ])(
    'replays an answer that depends on the day only within its UTC quarter-hour (%i min, +%i)',
    async (start, later, replayed) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2026, 10, 26, 0, start, 30));
      const first = await calls(manager, '/api/__test/daily');
      vi.setSystemTime(Date.UTC(2026, 10, 26, 0, start + later, 30));
      const second = await calls(manager, '/api/__test/daily');
      expect(second).toBe(replayed ? first : first + 1);
    },
  );
});
