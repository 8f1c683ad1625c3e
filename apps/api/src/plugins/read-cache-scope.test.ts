import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFixtureOrg, type FixtureOrg } from '../testing/fixture-org.ts';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';

/**
 * Which cached answers a write empties (docs/decisions/0069-scoped-read-invalidation.md),
 * through the real routes: after each kind of write, every answer is either replayed or
 * computed again as the scheme says, and whatever is sent equals what the handler computes
 * once nothing is kept at all.
 */

let t: TestApp;
let a: FixtureOrg;
let b: { admin: TestUser; closer: TestUser; product: number };
/** URLs whose handler ran (a replay is sent before it). */
const computed: string[] = [];
let redirects = 0;

const march = 'startDate=2026-03-01&endDate=2026-03-31';
const routes = {
  'a person’s month': (closer: number) => `/api/metrics/users/${closer}?${march}`,
  'the leaderboard month': () => `/api/metrics/users/leaderboard?${march}`,
  'a commission history': (closer: number) => `/api/transactions/history/${closer}`,
  'the product list': () => '/api/products',
};
type Route = keyof typeof routes;
const routeNames = Object.keys(routes) as Route[];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 20, 12, 1));
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.addHook('preHandler', async (request) => {
          computed.push(request.url);
        });
      },
    },
  );
  a = await buildFixtureOrg(t);
  const other = { organizationName: 'Other Sales' };
  const admin = await t.createUser({ ...other, access: 2 });
  const closer = await t.createUser(other);
  const product = await t.insertId(
    'INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id',
    [admin.organizationId, 'Other product'],
  );
  b = { admin, closer, product };
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const deal = (organizationId: number, closer: number, product: number) =>
  t.database.query(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_status, transaction_date)
     VALUES ($1, $2, $3, 50000, 50000, 'new', 'approved', '2026-03-18')`,
    [organizationId, closer, product],
  );
const call = (organizationId: number, closer: number, product: number) =>
  t.database.query(
    `INSERT INTO appointments (organization_id, user_id, product_id, call_date, appointment_status)
     VALUES ($1, $2, $3, '2026-03-18T15:00:00Z', 'taken')`,
    [organizationId, closer, product],
  );

type Case = {
  write: () => Promise<unknown>;
  /** The answers of organization A computed again; B's are all replayed unless `b`. */
  a: Route[] | 'all' | 'none';
  b?: 'all';
  /** Answers of A the write changes (so a replay of them would be wrong). */
  changes?: Route[];
};

const cases: Record<string, Case> = {
  'a deal of A': {
    write: () => deal(a.admin.organizationId, a.c.userId, a.p),
    a: 'all',
    changes: ['a person’s month', 'the leaderboard month'],
  },
  'a deal of B': {
    write: () => deal(b.admin.organizationId, b.closer.userId, b.product),
    a: 'none',
    b: 'all',
  },
  // Calls are no money: the commission history stays.
  'a call of A': {
    write: () => call(a.admin.organizationId, a.c.userId, a.p),
    a: ['a person’s month', 'the leaderboard month', 'the product list'],
    changes: ['a person’s month', 'the leaderboard month'],
  },
  'a product rename in A': {
    write: () =>
      t.database.query("UPDATE products SET name = name || ' (renamed)' WHERE product_id = $1", [
        a.p,
      ]),
    a: 'all',
    changes: ['the product list'],
  },
  'a sign-in’s bookkeeping': {
    write: () =>
      t.database.query(
        "INSERT INTO auth_attempts (scope, key, at_ms) VALUES ('login', 'someone', 1)",
      ),
    a: 'none',
  },
  'a rolled-back deal of A': {
    write: () =>
      t.database.db
        .transaction(async (tx) => {
          await tx.execute(
            `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_date)
             VALUES (${a.admin.organizationId}, ${a.c.userId}, ${a.p}, 1, 1, 'new', '2026-03-18')`,
          );
          throw new Error('roll back');
        })
        .catch(() => undefined),
    a: 'none',
  },
  'a write that may concern every organization': {
    write: () => forgetEverything(),
    a: 'all',
    b: 'all',
  },
};

/** A table without organizations: every kept answer of every organization starts over. */
async function forgetEverything() {
  redirects += 1;
  await t.database.query('INSERT INTO redirects (from_path, to_path) VALUES ($1, $2)', [
    `/scope-${redirects}`,
    '/',
  ]);
}

const views = () => [
  ...routeNames.map((route) => ({ org: 'a', route, as: a.admin, url: routes[route](a.c.userId) })),
  ...routeNames.map((route) => ({
    org: 'b',
    route,
    as: b.admin,
    url: routes[route](b.closer.userId),
  })),
];

async function view(as: TestUser, url: string) {
  const before = computed.length;
  const response = await t.getAs(as, url);
  expect(response.statusCode, url).toBe(200);
  return { body: response.body, computed: computed.length > before };
}

describe('a write empties only the cached answers it can change', () => {
  it.each(Object.keys(cases))('%s', async (name) => {
    const { write, ...expected } = cases[name] as Case;
    // Every answer kept (and replayed, the second time).
    const before: string[] = [];
    for (const { as, url } of views()) before.push((await view(as, url)).body);
    for (const { as, url } of views()) expect((await view(as, url)).computed, url).toBe(false);

    await write();
    const after: { org: string; route: Route; body: string; computed: boolean }[] = [];
    for (const { org, route, as, url } of views())
      after.push({ org, route, ...(await view(as, url)) });

    await forgetEverything();
    for (const [index, { as, url }] of views().entries()) {
      const fresh = await view(as, url);
      expect(fresh.computed, url).toBe(true);
      // Replayed or not, what was sent is what the handler computes now.
      expect(after[index]?.body, url).toBe(fresh.body);
    }
    const changed = after.filter((v, index) => v.org === 'a' && v.body !== before[index]);
    expect(changed.map((v) => v.route)).toEqual(expect.arrayContaining(expected.changes ?? []));
    const recomputed = (org: string) =>
      after.filter((v) => v.org === org && v.computed).map((v) => v.route);
    const aExpected = expected.a === 'all' ? routeNames : expected.a === 'none' ? [] : expected.a;
    expect(recomputed('a')).toEqual(aExpected);
    expect(recomputed('b')).toEqual(expected.b === 'all' ? routeNames : []);
  });
});
