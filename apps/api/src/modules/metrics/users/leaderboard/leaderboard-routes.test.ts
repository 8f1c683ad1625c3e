import { leaderboardCategories, shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../../../testing/fixture-org.ts';

/*
 * The leaderboard on the hand-counted fixture organization of the metrics tests (March 2026):
 * closers C and D, setter S, managers M and M2, an admin.
 */

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Entry = { user_id: number; display_name: string; value: number; rank: number; place?: number };
type Category = {
  title: string;
  metric: string;
  users: Entry[];
  caller: Entry | null;
  totalCount: number;
};

async function board(as: TestUser | string, query: Record<string, string> = march) {
  const options = { method: 'GET' as const, url: '/api/metrics/users/leaderboard', query };
  const response =
    typeof as === 'string'
      ? await t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
      : await t.injectAs(as, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Category[];
}

async function metricsOf(userId: number, range: Record<string, string>) {
  const response = await t.injectAs(f.admin, {
    method: 'GET',
    url: `/api/metrics/users/${userId}`,
    query: range,
  });
  return response.json().data.current as Record<string, number>;
}

const idsOf = (category: Category | undefined) => category?.users.map((entry) => entry.user_id);

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/metrics/users/leaderboard', () => {
  it('ranks every category, and a closer sees the same board as the admin', async () => {
    const data = await board(f.c);
    expect(data.map((category) => category.title)).toEqual(
      leaderboardCategories.map((category) => category.title),
    );
    // The same board, but each reader's own entry is theirs.
    const strip = (categories: Category[]) =>
      categories.map(({ caller: _caller, ...category }) => category);
    expect(strip(await board(f.admin))).toEqual(strip(data));
    // C: 1,000 + 500 + 100 + 123.45 of March; D: 600 (the refund, pending and rejected are out).
    const cash = data[0];
    expect(cash?.users.map((entry) => [entry.user_id, entry.value, entry.place])).toEqual([
      [f.c.userId, 1723.45, 1],
      [f.d.userId, 600, 2],
    ]);
  });

  it.each([
    ['March', march],
    // A weekly period whose week 1 starts in February (weekBacktracked).
    ['week 1 of March 2026', { startDate: '2026-02-23', endDate: '2026-03-01' }],
    ['a week around the DST change', { startDate: '2026-03-02', endDate: '2026-03-08' }],
    ['a quarter', { startDate: '2026-01-01', endDate: '2026-03-31' }],
  ])('gives each person the value of their own metrics (%s)', async (_name, range) => {
    const data = await board(f.admin, range);
    let checked = 0;
    for (const category of data) {
      for (const entry of category.users) {
        const own = await metricsOf(entry.user_id, range);
        expect(entry.value, `${category.title} of ${entry.display_name}`).toBe(
          own[category.metric],
        );
        checked += 1;
      }
      // Everyone left out has 0 there.
      for (const person of [f.c, f.s, f.d, f.m, f.m2, f.admin]) {
        if (category.users.some((entry) => entry.user_id === person.userId)) continue;
        expect((await metricsOf(person.userId, range))[category.metric]).toBe(0);
      }
    }
    if (range === march) expect(checked).toBeGreaterThan(8);
  });

  it('filters by sales role', async () => {
    const roles = await t.injectAs(f.admin, { method: 'GET', url: '/api/roles' });
    const closer = (roles.json().data as { role_id: string | number; role_title: string }[]).find(
      (role) => role.role_title === 'Closer',
    )?.role_id;
    const data = await board(f.s, { ...march, role: String(closer) });
    const calls = data.find((category) => category.metric === 'takenCalls');
    expect(idsOf(calls)).toEqual(expect.arrayContaining([f.c.userId]));
    expect(idsOf(calls)).not.toContain(f.s.userId);
    const everyone = await board(f.s);
    expect(idsOf(everyone.find((category) => category.metric === 'takenCalls'))).toContain(
      f.s.userId,
    );
  });

  it('leaves out people who are not active', async () => {
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [f.d.userId]);
    try {
      expect(idsOf((await board(f.c))[0])).toEqual([f.c.userId]);
    } finally {
      await t.database.query('UPDATE users SET is_active = true WHERE user_id = $1', [f.d.userId]);
    }
  });

  it('shows nobody of another organization, and their role ids match nothing', async () => {
    const stranger = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
    const theirRole = await t.insertId(
      "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
      [stranger.organizationId],
    );
    const ours = (await board(f.c)).flatMap((category) => idsOf(category) ?? []);
    expect(ours).not.toContain(stranger.userId);
    const theirs = await board(stranger);
    expect(theirs.every((category) => category.users.length === 0)).toBe(true);
    const foreign = await board(f.c, { ...march, role: String(theirRole) });
    expect(foreign.every((category) => category.users.length === 0)).toBe(true);
  });

  it('refuses people without the leaderboard, and opens for a leaderboard link only', async () => {
    const trial = await t.createUser({
      organizationName: 'Fixture Sales',
      isNetrevenueClient: false,
    });
    const refused = await t.injectAs(trial, {
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: march,
    });
    expect(refused.statusCode).toBe(403);

    const boardLink = await t.shareToken(f.admin, 'leaderboard', f.admin.organizationId);
    const shared = await board(boardLink);
    expect(shared.map(({ users, totalCount }) => ({ users, totalCount }))).toEqual(
      (await board(f.admin)).map(({ users, totalCount }) => ({ users, totalCount })),
    );
    const employeeLink = await t.shareToken(f.admin, 'employee', f.c.userId);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: march,
      headers: { [shareTokenHeader]: employeeLink },
    });
    expect(denied.statusCode).toBe(403);
  });

  it.each([
    ['role', { role: 'closer' }],
    ['endDate', { endDate: '2026-02-01' }],
    ['startDate', { startDate: '2026-03-1' }],
  ])('names %s when it is wrong', async (field, query) => {
    const response = await t.injectAs(f.c, {
      method: 'GET',
      url: '/api/metrics/users/leaderboard',
      query: { ...march, ...query },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

/*
 * A board longer than its first ten: twelve people of their own organization, Rep 01 with the
 * most messages in March (12) down to Rep 12 (1), nothing else.
 */
describe('the first ten, the caller and "Show all"', () => {
  let reps: TestUser[];
  /** The admin who shares the board (no figures, so never on it). */
  let boss: TestUser;

  beforeAll(async () => {
    boss = await t.createUser({ organizationName: 'Long Board Sales', access: 2 });
    reps = [];
    for (let index = 0; index < 12; index += 1) {
      reps.push(
        await t.createUser({
          organizationName: 'Long Board Sales',
          firstName: 'Rep',
          lastName: String(index + 1).padStart(2, '0'),
        }),
      );
    }
    const [first] = reps;
    if (!first) throw new Error('no reps');
    const product = await t.insertId(
      "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
      [first.organizationId],
    );
    for (const [index, rep] of reps.entries()) {
      await t.database.query(
        `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
         SELECT $1, $2, $3, 'message', false, 0, '2026-03-10T12:00:00Z' FROM generate_series(1, $4)`,
        [rep.organizationId, rep.userId, product, 12 - index],
      );
    }
  });

  const repAt = (rank: number) => {
    const rep = reps[rank - 1];
    if (!rep) throw new Error(`no rep ${rank}`);
    return rep;
  };
  const messagesOf = (categories: Category[]) =>
    categories.find((category) => category.metric === 'messageSent');

  it.each([
    ['in the first ten', 3],
    ['below the first ten', 12],
  ])('carries the first ten, the count and the caller %s', async (_name, rank) => {
    const messages = messagesOf(await board(repAt(rank)));
    expect(messages?.users.map((entry) => [entry.rank, entry.value])).toEqual(
      Array.from({ length: 10 }, (_, index) => [index + 1, 12 - index]),
    );
    expect(messages?.totalCount).toBe(12);
    expect(messages?.caller).toMatchObject({ user_id: repAt(rank).userId, rank, value: 13 - rank });
  });

  it('has no caller entry where the caller is not ranked, nor on a share link', async () => {
    const data = await board(repAt(12));
    expect(data.filter((category) => category.caller !== null).map((c) => c.metric)).toEqual([
      'messageSent',
    ]);
    expect(data.find((category) => category.metric === 'totalCash')).toMatchObject({
      users: [],
      caller: null,
      totalCount: 0,
    });
    const link = await t.shareToken(boss, 'leaderboard', boss.organizationId);
    const shared = await board(link);
    expect(shared.every((category) => category.caller === null)).toBe(true);
    expect(messagesOf(shared)?.users).toEqual(messagesOf(data)?.users);
  });

  async function page(
    as: TestUser | string,
    query: Record<string, string>,
    metric = 'messageSent',
  ) {
    const options = {
      method: 'GET' as const,
      url: `/api/metrics/users/leaderboard/${metric}`,
      query: { ...march, ...query },
    };
    return typeof as === 'string'
      ? t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
      : t.injectAs(as, options);
  }

  it.each([
    [{}, [1, 10], { hasNextPage: true, totalCount: 12, totalPages: 2 }],
    [{ page: '2' }, [11, 12], { hasNextPage: false, totalCount: 12, totalPages: 2 }],
    [{ page: '2', limit: '5' }, [6, 10], { hasNextPage: true, totalCount: 12, totalPages: 3 }],
    [{ page: '9' }, [], { hasNextPage: false, totalCount: 12, totalPages: 2 }],
  ])('pages through a whole category (%j)', async (query, ranks, pagination) => {
    const response = await page(repAt(1), query);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { title: string; users: Entry[]; pagination: unknown };
    const got = data.users.map((entry) => entry.rank);
    expect(got.length === 0 ? [] : [got[0], got.at(-1)]).toEqual(ranks);
    expect(data.users.map((entry) => entry.value)).toEqual(got.map((rank) => 13 - rank));
    expect(data.pagination).toEqual(pagination);
    expect(data.title).toBe('Messages Sent');
  });

  it('opens "Show all" exactly as the board: members and leaderboard links only', async () => {
    const link = await t.shareToken(boss, 'leaderboard', boss.organizationId);
    const shared = await page(link, { page: '2' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.users).toHaveLength(2);

    const trial = await t.createUser({
      organizationName: 'Long Board Sales',
      isNetrevenueClient: false,
    });
    expect((await page(trial, {})).statusCode).toBe(403);
    const employeeLink = await t.shareToken(f.admin, 'employee', f.c.userId);
    expect((await page(employeeLink, {})).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/metrics/users/leaderboard/messageSent',
      query: march,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ranks a write at once (the embedded engine keeps boards only until a write)', async () => {
    const last = repAt(12);
    expect(messagesOf(await board(last))?.caller?.rank).toBe(12);
    const product = await t.insertId(
      'SELECT product_id AS id FROM products WHERE organization_id = $1',
      [last.organizationId],
    );
    await t.database.query(
      `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
       SELECT $1, $2, $3, 'message', false, 0, '2026-03-11T12:00:00Z' FROM generate_series(1, 20)`,
      [last.organizationId, last.userId, product],
    );
    try {
      expect(messagesOf(await board(last))?.caller).toMatchObject({ rank: 1, place: 1, value: 21 });
    } finally {
      await t.database.query(
        "DELETE FROM outbound_records WHERE user_id = $1 AND created_at = '2026-03-11T12:00:00Z'",
        [last.userId],
      );
    }
    expect(messagesOf(await board(last))?.caller?.rank).toBe(12);
  });

  it.each([
    ['metric', {}, 'revenue'],
    ['page', { page: '0' }, 'messageSent'],
    ['limit', { limit: '101' }, 'messageSent'],
    ['limit', { limit: 'ten' }, 'messageSent'],
    ['endDate', { endDate: '2026-02-01' }, 'messageSent'],
    ['role', { role: 'closer' }, 'messageSent'],
  ])('names %s when it is wrong', async (field, query, metric) => {
    const response = await page(repAt(1), query, metric);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
