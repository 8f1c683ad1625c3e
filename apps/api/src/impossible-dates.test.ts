import { shareTokenHeader } from '@salesdash/api-contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureOrg, type FixtureOrg } from './testing/fixture-org.ts';
import { buildTestApp, type TestApp, type TestUser } from './testing/build-test-app.ts';

/*
 * The requests that answered 500 (PostgreSQL's "date/time field value out of range", a
 * RangeError in the previous range, "time zone displacement out of range"): each is now a 400
 * naming the field (docs/decisions/0028-impossible-dates-and-slow-reads.md). The schema fuzz
 * sends the same kinds of date to every route; this list keeps the reported cases readable.
 */

let t: TestApp;
let f: FixtureOrg;
let boardLink: string;
let pendingDeal: number;
let closerRole: number;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  boardLink = await t.shareToken(f.admin, 'leaderboard', f.admin.organizationId);
  const [deal] = await t.database.query<{ id: number }>(
    "SELECT transaction_id AS id FROM transactions WHERE transaction_status = 'pending' LIMIT 1",
  );
  const [role] = await t.database.query<{ id: number }>(
    "SELECT role_id AS id FROM roles WHERE role_title = 'Closer' LIMIT 1",
  );
  pendingDeal = deal?.id ?? 0;
  closerRole = role?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const range = (startDate: string, endDate: string) => ({ startDate, endDate });
const whole = range('0001-01-01', '9999-12-31');

type Case = [
  label: string,
  as: () => TestUser | string,
  request: () => InjectOptions,
  field: string,
];

const get = (url: () => string, query: Record<string, string>) => () => ({
  method: 'GET' as const,
  url: url(),
  query,
});

const cases: Case[] = [
  [
    'a person’s metrics in year 1',
    () => f.admin,
    get(() => `/api/metrics/users/${f.c.userId}`, range('0001-01-01', '0001-12-31')),
    'startDate',
  ],
  [
    'a person’s metrics in year 1000',
    () => f.admin,
    get(() => `/api/metrics/users/${f.c.userId}`, range('1000-01-01', '1000-12-31')),
    'startDate',
  ],
  [
    'metrics whose previous range starts before 1900',
    () => f.admin,
    get(() => `/api/metrics/users/${f.c.userId}`, range('1900-01-02', '1900-01-31')),
    'startDate',
  ],
  [
    'metrics ending in year 3000',
    () => f.admin,
    get(() => `/api/metrics/products/${f.p}`, range('2026-01-01', '3000-01-01')),
    'endDate',
  ],
  [
    'the leaderboard in year 0',
    () => f.admin,
    get(() => '/api/metrics/users/leaderboard', range('0000-01-01', '0000-01-31')),
    'startDate',
  ],
  [
    'the leaderboard in year 0 through its share link',
    () => boardLink,
    get(() => '/api/metrics/users/leaderboard', range('0000-01-01', '0000-01-31')),
    'startDate',
  ],
  [
    'transactions of years 1 to 9999',
    () => f.admin,
    get(() => `/api/transactions/users/${f.c.userId}`, whole),
    'startDate',
  ],
  [
    'appointments of years 1 to 9999',
    () => f.admin,
    get(() => `/api/appointments/users/${f.c.userId}`, whole),
    'startDate',
  ],
  [
    'outbound records of years 1 to 9999',
    () => f.admin,
    get(() => `/api/outbound-records/users/${f.c.userId}`, whole),
    'startDate',
  ],
  [
    'the outbound download of years 1 to 9999',
    () => f.admin,
    get(() => `/api/outbound-records/users/${f.c.userId}/download`, whole),
    'startDate',
  ],
  [
    'the team’s products of years 1 to 9999',
    () => f.admin,
    get(() => '/api/metrics/team/products', whole),
    'startDate',
  ],
  [
    'a commission request dated year 0',
    () => f.c,
    () => ({
      method: 'POST',
      url: '/api/transactions/employee',
      payload: {
        product_id: f.p,
        customer_name: 'Year Zero',
        amount: 100,
        transaction_type: 'new',
        transaction_date: '0000-06-01',
      },
    }),
    'transaction_date',
  ],
  [
    'an adjustment dated year 0',
    () => f.admin,
    () => ({
      method: 'POST',
      url: `/api/adjustments/${f.c.userId}`,
      payload: { adjustment_date: '0000-06-01', amount: 50, reason: 'bonus' },
    }),
    'adjustment_date',
  ],
  [
    'a rate effective from year 0',
    () => f.admin,
    () => ({
      method: 'PATCH',
      url: '/api/commission',
      payload: {
        user_id: f.c.userId,
        product_id: null,
        role_id: String(closerRole),
        commission: 12,
        effective_from: '0000-01-01',
      },
    }),
    'effective_from',
  ],
  [
    'a transaction moved to year 0',
    () => f.admin,
    () => ({
      method: 'PATCH',
      url: `/api/transactions/${pendingDeal}`,
      payload: { transaction_date: '0000-06-01' },
    }),
    'transaction_date',
  ],
  [
    'a share link expiring at an offset of +20:00',
    () => f.admin,
    () => ({
      method: 'POST',
      url: '/api/shares',
      payload: {
        type: 'employee',
        resource_id: f.c.userId,
        expires_at: '2030-01-01T00:00:00+20:00',
      },
    }),
    'expires_at',
  ],
];

describe('impossible dates', () => {
  it.each(cases)('%s answers 400 naming the field', async (_label, as, request, field) => {
    const caller = as();
    const options = request();
    const response =
      typeof caller === 'string'
        ? await t.app.inject({ ...options, headers: { [shareTokenHeader]: caller } })
        : await t.injectAs(caller, options);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('still reads the first and the last day the rule allows', async () => {
    const response = await t.injectAs(f.admin, {
      method: 'GET',
      url: `/api/metrics/users/${f.c.userId}`,
      query: range('2999-12-01', '2999-12-31'),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
