import { leaderboardCategories, shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../../testing/fixture-org.ts';

/*
 * The leaderboard on the hand-counted fixture organization of the metrics tests (March 2026):
 * closers C and D, setter S, managers M and M2, an admin.
 */

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Entry = { user_id: number; display_name: string; value: number; place?: number };
type Category = { title: string; metric: string; users: Entry[] };

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
    expect(await board(f.admin)).toEqual(data);
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
    expect(await board(boardLink)).toEqual(await board(f.admin));
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
