import { shareTokenHeader } from '@salesdash/api-contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureOrg, type FixtureOrg } from './testing/fixture-org.ts';
import { buildTestApp, type TestApp, type TestUser } from './testing/build-test-app.ts';

/*
 * The requests that held the embedded database (and so everyone) for seconds now stop at a cap
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md), each a 400 naming the field: the
 * longest range of a route, the deepest page, the shortest search. The fair turns of what stays
 * expensive are tested in plugins/fair-reads.test.ts.
 */

let t: TestApp;
let f: FixtureOrg;
let productLink: string;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  productLink = await t.shareToken(f.admin, 'product', f.p);
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Case = [
  label: string,
  as: () => TestUser | string,
  request: () => InjectOptions,
  field: string,
];

const get = (url: () => string, query: Record<string, string>) => (): InjectOptions => ({
  method: 'GET',
  url: url(),
  query,
});
const century = { startDate: '2000-01-01', endDate: '2100-12-31' };

const cases: Case[] = [
  [
    'the team’s products over more than a year',
    () => f.m,
    get(() => '/api/metrics/team/users', { startDate: '2025-01-01', endDate: '2026-01-02' }),
    'endDate',
  ],
  [
    'the team’s products over a century',
    () => f.m,
    get(() => '/api/metrics/team/products', { ...century, is_active: '0,1' }),
    'endDate',
  ],
  [
    'a product link paging outbound records 900 deep for one letter',
    () => productLink,
    get(() => `/api/outbound-records/products/${f.p}`, { search: 'a', page: '900' }),
    'search',
  ],
  [
    'a page past the first 10,000 rows',
    () => f.admin,
    get(() => `/api/transactions/products/${f.p}`, { search: 'oa', page: '101', limit: '100' }),
    'page',
  ],
  [
    'one’s own CSV download over four years',
    () => f.c,
    get(() => `/api/transactions/users/${f.c.userId}/download`, {
      startDate: '2023-01-01',
      endDate: '2026-12-31',
    }),
    'endDate',
  ],
  [
    'a person’s metrics over four years',
    () => f.c,
    get(() => `/api/metrics/users/${f.c.userId}`, {
      startDate: '2023-01-01',
      endDate: '2026-12-31',
    }),
    'endDate',
  ],
  [
    'a leaderboard of more than a year',
    () => f.c,
    get(() => '/api/metrics/users/leaderboard', { startDate: '2025-01-01', endDate: '2026-01-02' }),
    'endDate',
  ],
];

const send = (as: TestUser | string, options: InjectOptions) =>
  typeof as === 'string'
    ? t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
    : t.injectAs(as, options);

describe('input caps', () => {
  it.each(cases)('%s answers 400 naming the field', async (_label, as, request, field) => {
    const response = await send(as(), request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it.each([
    [
      'three years of a person’s metrics',
      () => `/api/metrics/users/${f.c.userId}`,
      { startDate: '2024-01-01', endDate: '2026-12-31' },
    ],
    [
      'the team over a leap year',
      () => '/api/metrics/team/products',
      { startDate: '2024-01-01', endDate: '2024-12-31' },
    ],
    [
      'page 1,000 of ten rows, searched',
      () => `/api/transactions/products/${f.p}`,
      { search: 'oa', page: '1000' },
    ],
    ['an empty search', () => `/api/transactions/products/${f.p}`, { search: ' ' }],
  ])('still answers %s', async (_label, url, query) => {
    const response = await t.injectAs(f.admin, { method: 'GET', url: url(), query });
    expect(response.statusCode, response.body).toBe(200);
  });
});
