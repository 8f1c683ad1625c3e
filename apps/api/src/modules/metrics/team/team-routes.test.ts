import type { MetricValues } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../../testing/fixture-org.ts';

/*
 * The team routes on the hand-counted fixture organization of the metrics tests (March 2026):
 * manager M leads closer C and setter S, closer D is in manager M2's team.
 */

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Query = Record<string, string>;

async function team(as: TestUser, path: string, query: Query = {}) {
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `/api/metrics/team/${path}`,
    query: { ...march, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Money and counts credited to exactly one person or one product, so they add up. */
const additive = [
  'newCash',
  'paymentPlans',
  'revenue',
  'totalCash',
  'closedDeals',
  'messageSent',
  'callsMade',
  'callsAnswered',
] as const satisfies readonly (keyof MetricValues)[];

/** Σ of `field` over rows, in cents for money so floating point never blurs a cent. */
const sumOf = (rows: { current: MetricValues }[], field: keyof MetricValues) =>
  rows.reduce((sum, row) => sum + Math.round(row.current[field] * 100), 0);
const cents = (value: number) => Math.round(value * 100);

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/metrics/team/filters', () => {
  it('offers products, managers, status with Active preselected, and sales roles', async () => {
    const data = await team(f.admin, 'filters');
    expect(data.products).toEqual([
      { id: f.p, title: 'Coaching' },
      { id: f.q, title: 'Course' },
    ]);
    expect(data.managers.map((option: { id: number }) => option.id).sort()).toEqual(
      [f.m.userId, f.m2.userId].sort(),
    );
    expect(data.status).toEqual([
      { id: 1, title: 'Active', default: true },
      { id: 0, title: 'Inactive' },
    ]);
    expect(data.roles.map((option: { title: string }) => option.title)).toEqual([
      'Closer',
      'Setter',
    ]);
  });

  it('offers a manager only themselves to filter by', async () => {
    const data = await team(f.m, 'filters');
    expect(data.managers).toEqual([{ id: f.m.userId, title: expect.any(String) }]);
  });

  it('refuses employees', async () => {
    const response = await t.injectAs(f.c, { method: 'GET', url: '/api/metrics/team/filters' });
    expect(response.statusCode).toBe(403);
  });
});

describe('team totals, members and products agree to the cent', () => {
  const filterSets: [string, (f: FixtureOrg) => Query][] = [
    ['no filter', () => ({})],
    ['product P', (o) => ({ product: String(o.p) })],
    ['products P and Q', (o) => ({ product: `${o.p},${o.q}` })],
    ['manager M', (o) => ({ manager: String(o.m.userId) })],
    ['role Closer', () => ({ role: 'ROLE_CLOSER' })],
    ['manager M2 on Q', (o) => ({ manager: String(o.m2.userId), product: String(o.q) })],
    ['active and inactive', () => ({ is_active: '0,1' })],
  ];

  it.each(filterSets)('%s: Σ members and Σ products equal the team', async (_name, build) => {
    const roles = await team(f.admin, 'filters');
    const closer = roles.roles.find((role: { title: string }) => role.title === 'Closer').id;
    const query = Object.fromEntries(
      Object.entries(build(f)).map(([key, value]) => [
        key,
        value.replace('ROLE_CLOSER', String(closer)),
      ]),
    );
    const [dashboard, members, products] = await Promise.all([
      team(f.admin, 'dashboard', query),
      team(f.admin, 'users', { ...query, limit: '100' }),
      team(f.admin, 'products', query),
    ]);
    for (const field of additive) {
      expect(sumOf(members.users, field), `members ${field}`).toBe(cents(dashboard.current[field]));
      expect(sumOf(products.products, field), `products ${field}`).toBe(
        cents(dashboard.current[field]),
      );
    }
    // Commission: a person's splits and adjustments; a product's splits only.
    expect(sumOf(members.users, 'commission')).toBe(cents(dashboard.current.commission));
    // A call of two teammates is in both their rows, once in the team's and its product's.
    for (const field of ['totalCalls', 'takenCalls', 'noshowCalls', 'cancelledCalls'] as const) {
      expect(sumOf(products.products, field), `products ${field}`).toBe(
        cents(dashboard.current[field]),
      );
    }
    // Each product's days add up to its totals.
    for (const product of products.products) {
      const cash = product.transactions.reduce(
        (sum: number, day: { cash: number }) => sum + cents(day.cash),
        0,
      );
      expect(cash).toBe(cents(product.current.totalCash));
      const booked = product.appointments.reduce(
        (sum: number, day: { booked: number }) => sum + day.booked,
        0,
      );
      expect(booked).toBe(product.current.totalCalls);
    }
  });

  it('gives each member the figures of their own dashboard', async () => {
    const members = await team(f.admin, 'users');
    expect(members.users.length).toBeGreaterThanOrEqual(5);
    for (const member of members.users) {
      const response = await t.injectAs(f.admin, {
        method: 'GET',
        url: `/api/metrics/users/${member.user_id}`,
        query: march,
      });
      const own = response.json().data;
      expect(member.current, member.display_name).toEqual(own.current);
      expect(member.difference).toEqual(own.difference);
    }
  });

  it('gives each product the figures of its dashboard', async () => {
    const products = await team(f.admin, 'products', { is_active: '0,1' });
    for (const product of products.products) {
      const response = await t.injectAs(f.admin, {
        method: 'GET',
        url: `/api/metrics/products/${product.productId}`,
        query: march,
      });
      expect(product.current, product.name).toEqual(response.json().data.current);
    }
  });

  it('counts the hand-counted March of the fixture', async () => {
    const dashboard = await team(f.admin, 'dashboard');
    // C 1000 + 500 + 100 + 123.45 and D 600 (the refund, pending and rejected sales are out).
    expect(dashboard.current.totalCash).toBe(2323.45);
    expect(dashboard.current.closedDeals).toBe(4);
    expect(dashboard.range.previous).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    const coaching = (await team(f.admin, 'products', { product: String(f.p) })).products;
    expect(coaching.map((row: { name: string }) => row.name)).toEqual(['Coaching']);
    expect(coaching[0].transactions).toEqual([
      { date: '2026-03-02', count: 1, cash: 1000 },
      { date: '2026-03-06', count: 1, cash: 600 },
      { date: '2026-03-15', count: 1, cash: 500 },
      { date: '2026-03-31', count: 1, cash: 123.45 },
    ]);
  });

  it('reads a long range’s days a quarter at a time, none lost or doubled at the seams', async () => {
    // Windows of 92 days from 2025-12-14: the second starts on 2026-03-16, inside March.
    type Day = { date: string };
    const long = { startDate: '2025-12-14', endDate: '2026-12-13' };
    const inMarch = (days: Day[]) => days.filter((day) => day.date.startsWith('2026-03'));
    const byWindows = (await team(f.admin, 'products', long)).products;
    const oneMonth = (await team(f.admin, 'products')).products;
    expect(byWindows.map((row: { productId: number }) => row.productId)).toEqual(
      oneMonth.map((row: { productId: number }) => row.productId),
    );
    byWindows.forEach((row: { transactions: Day[]; appointments: Day[] }, index: number) => {
      expect(inMarch(row.transactions)).toEqual(oneMonth[index].transactions);
      expect(inMarch(row.appointments)).toEqual(oneMonth[index].appointments);
    });
  });
});

describe('a manager’s team', () => {
  it('is their team whatever the filters say', async () => {
    const own = await team(f.m, 'users');
    expect(own.users.map((row: { user_id: number }) => row.user_id).sort()).toEqual(
      [f.m.userId, f.c.userId, f.s.userId].sort(),
    );
    const admins = await team(f.admin, 'dashboard', { manager: String(f.m.userId) });
    expect((await team(f.m, 'dashboard')).current).toEqual(admins.current);
  });

  it('cannot be widened to another manager’s team or the organization', async () => {
    const other = { manager: String(f.m2.userId) };
    expect((await team(f.m, 'users', other)).users).toEqual([]);
    const dashboard = await team(f.m, 'dashboard', other);
    expect(dashboard.current.totalCash).toBe(0);
    expect(dashboard.current.totalCalls).toBe(0);
    const products = await team(f.m, 'products', other);
    expect(
      products.products.every((row: { current: MetricValues }) => row.current.totalCash === 0),
    ).toBe(true);
    // Nor by naming D directly as a manager: D leads nobody of M's team.
    expect((await team(f.m, 'users', { manager: `${f.m2.userId},${f.d.userId}` })).users).toEqual(
      [],
    );
  });
});

describe('bad and foreign input', () => {
  it.each([
    ['product', { product: 'abc' }],
    ['manager', { manager: '1;DROP' }],
    ['role', { role: '-3' }],
    ['role', { role: '99999999999' }],
    ['is_active', { is_active: '2' }],
    ['endDate', { endDate: '2026-02-01' }],
    ['startDate', { startDate: '2026-3-1' }],
  ])('names %s', async (field, query) => {
    for (const path of ['dashboard', 'products', 'users']) {
      const response = await t.injectAs(f.admin, {
        method: 'GET',
        url: `/api/metrics/team/${path}`,
        query: { ...march, ...query },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('drops empty ids', async () => {
    const plain = await team(f.admin, 'dashboard', { product: String(f.p) });
    const sloppy = await team(f.admin, 'dashboard', { product: `,${f.p},,` });
    expect(sloppy.current).toEqual(plain.current);
    const none = await team(f.admin, 'dashboard', { product: ',', manager: '' });
    expect(none.current).toEqual((await team(f.admin, 'dashboard')).current);
  });

  it('matches nothing with ids of another organization', async () => {
    const stranger = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
    const theirs = await t.insertId(
      "INSERT INTO products (organization_id, name) VALUES ($1, 'Theirs') RETURNING product_id AS id",
      [stranger.organizationId],
    );
    expect((await team(f.admin, 'products', { product: String(theirs) })).products).toEqual([]);
    const dashboard = await team(f.admin, 'dashboard', { product: String(theirs) });
    expect(dashboard.current.totalCash).toBe(0);
    expect((await team(f.admin, 'users', { manager: String(stranger.userId) })).users).toEqual([]);
  });
});

describe('the status filter', () => {
  it('counts only active people unless asked otherwise', async () => {
    const everyone = await team(f.admin, 'dashboard', { is_active: '0,1' });
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [f.d.userId]);
    try {
      const byDefault = await team(f.admin, 'dashboard');
      const active = await team(f.admin, 'dashboard', { is_active: '1' });
      const inactive = await team(f.admin, 'dashboard', { is_active: '0' });
      // D's $600 sale on Mar 6 is out by default and the only cash of the inactive.
      expect(byDefault.current).toEqual(active.current);
      expect(everyone.current.totalCash).toBe(2323.45);
      expect(byDefault.current.totalCash).toBe(1723.45);
      expect(inactive.current.totalCash).toBe(600);
      const members = await team(f.admin, 'users');
      expect(members.users.map((row: { user_id: number }) => row.user_id)).not.toContain(
        f.d.userId,
      );
      const withInactive = await team(f.admin, 'users', { is_active: '1,0' });
      expect(
        withInactive.users.find((row: { user_id: number }) => row.user_id === f.d.userId),
      ).toMatchObject({ is_active: false });
    } finally {
      await t.database.query('UPDATE users SET is_active = true WHERE user_id = $1', [f.d.userId]);
    }
  });

  it('says what the default Active status leaves out: whose records and how much cash', async () => {
    // Nobody inactive: nothing to say.
    expect((await team(f.admin, 'dashboard')).excluded).toBeUndefined();
    expect((await team(f.admin, 'products')).excluded).toBeUndefined();
    await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [f.d.userId]);
    try {
      const byDefault = await team(f.admin, 'dashboard');
      const everyone = await team(f.admin, 'dashboard', { is_active: '0,1' });
      // D's $600 sale on Mar 6: shown + excluded is the team with both statuses.
      expect(byDefault.excluded).toEqual({ people: 1, totalCash: 600 });
      expect(cents(byDefault.current.totalCash) + cents(byDefault.excluded.totalCash)).toBe(
        cents(everyone.current.totalCash),
      );
      expect((await team(f.admin, 'dashboard', { is_active: '1' })).excluded).toEqual({
        people: 1,
        totalCash: 600,
      });
      expect((await team(f.admin, 'products')).excluded).toEqual({ people: 1, totalCash: 600 });
      // The other filters narrow what is left out the same way: D is manager M2's.
      const onCoaching = await team(f.admin, 'products', { product: String(f.p) });
      expect(onCoaching.excluded).toEqual({ people: 1, totalCash: 600 });
      expect(
        (await team(f.admin, 'dashboard', { manager: String(f.m.userId) })).excluded,
      ).toBeUndefined();
      // Both statuses, or only the inactive: nothing is left out to mention.
      expect(everyone.excluded).toBeUndefined();
      expect((await team(f.admin, 'dashboard', { is_active: '0' })).excluded).toBeUndefined();
      expect((await team(f.admin, 'products', { is_active: '0,1' })).excluded).toBeUndefined();
      // A manager's team without D: nothing of D's is hidden from them.
      expect((await team(f.m, 'dashboard')).excluded).toBeUndefined();
      // Outside the range D has no records: nothing to say.
      const april = { startDate: '2026-04-01', endDate: '2026-04-30' };
      expect((await team(f.admin, 'dashboard', april)).excluded).toBeUndefined();
    } finally {
      await t.database.query('UPDATE users SET is_active = true WHERE user_id = $1', [f.d.userId]);
    }
  });
});
