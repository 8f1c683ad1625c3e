import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

/*
 * A page's totalCount comes from the rollups when the table has no search (list-counts.ts) and
 * from the rows in the same pass as their order otherwise (table-page.ts). Both must be the
 * number of rows the download of the same query holds, which reads the records alone: for
 * every scope, status, type, product filter and range, over random records of every status,
 * soft-deleted transactions, calls between teammates and outbound records without a product.
 * Walking the pages gives the download's rows in its order, searched or not.
 */

let t: TestApp;
let f: FixtureOrg;
const zone = 'America/New_York';

async function addRandomRecords(): Promise<void> {
  const random = seededRandom(1212);
  const people = [f.c, f.s, f.d, f.m];
  const day = () => DateTime.fromISO('2026-02-20', { zone }).plus({ days: random.int(0, 50) });
  const org = f.admin.organizationId;
  const statuses = ['pending', 'approved', 'rejected', 'refunded'];
  for (let index = 0; index < 80; index += 1) {
    const isNew = random.chance(0.6);
    await t.database.query(
      `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_status, transaction_date, deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        org,
        random.pick(people).userId,
        random.chance(0.6) ? random.pick(people).userId : null,
        random.pick([f.p, f.q]),
        random.int(100, 500_000),
        isNew ? random.int(100, 900_000) : 0,
        isNew ? 'new' : 'payment_plan',
        random.pick(statuses),
        day().toISODate(),
        random.chance(0.1) ? new Date().toISOString() : null,
      ],
    );
  }
  const callStatuses = ['scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled'];
  for (let index = 0; index < 120; index += 1) {
    // Around local midnight too, where a UTC date would put the record on another day.
    const at = day().plus({ minutes: random.pick([0, 5, 23 * 60 + 55, random.int(0, 1439)]) });
    await t.database.query(
      `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        org,
        random.pick(people).userId,
        random.chance(0.7) ? random.pick(people).userId : null,
        random.pick([f.p, f.q]),
        at.toISO(),
        random.pick(callStatuses),
      ],
    );
    const call = random.chance(0.5);
    await t.database.query(
      `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        org,
        random.pick(people).userId,
        random.chance(0.8) ? random.pick([f.p, f.q]) : null,
        call ? 'call' : 'message',
        call && random.chance(0.5),
        0,
        at.toISO(),
      ],
    );
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  await addRandomRecords();
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Query = Record<string, string>;

async function totalCount(as: TestUser, url: string, query: Query): Promise<number> {
  const response = await t.injectAs(as, { method: 'GET', url, query: { ...query, limit: '1' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.pagination.totalCount;
}

/** Records of the download of the same query (every day when it has none), without header. */
async function downloaded(as: TestUser, url: string, query: Query): Promise<string[]> {
  const days: Query = query['startDate'] ? {} : { startDate: '2025-01-01', endDate: '2027-12-31' };
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `${url}/download`,
    query: { ...query, ...days },
  });
  expect(response.statusCode, response.body).toBe(200);
  // Records end in CRLF; a line break inside a quoted cell is a bare LF.
  return response.body.split('\r\n').slice(1, -1);
}

const downloadedRows = async (as: TestUser, url: string, query: Query) =>
  (await downloaded(as, url, query)).length;

const subjects = () => [
  { as: f.c, path: `users/${f.c.userId}` },
  { as: f.s, path: `users/${f.s.userId}` },
  { as: f.m, path: `products/${f.p}` },
  { as: f.m2, path: `products/${f.q}` },
  { as: f.admin, path: `products/${f.p}` },
  { as: f.admin, path: `users/${f.m.userId}` },
];
const ranges: Query[] = [
  { startDate: '2026-03-01', endDate: '2026-03-31' },
  { startDate: '2026-03-08', endDate: '2026-03-08' },
  {},
];

const tables: { table: string; filters: Query[] }[] = [
  {
    table: 'transactions',
    filters: [
      {},
      { transaction_status: 'pending' },
      { transaction_status: 'refunded', transaction_type: 'new' },
      { transaction_type: 'payment_plan' },
      { product: '' },
      { product: '', transaction_status: 'approved' },
      { search: 'oa' },
    ],
  },
  {
    table: 'appointments',
    filters: [
      {},
      { appointment_status: 'rescheduled' },
      { appointment_status: 'scheduled' },
      { appointment_status: 'taken' },
      { product: '' },
      { search: 'oa' },
    ],
  },
  {
    table: 'outbound-records',
    filters: [{}, { type: 'message' }, { type: 'call' }, { product: '' }, { search: 'call' }],
  },
];

describe('a table page’s totalCount', () => {
  it.each(tables)('is the number of rows the $table download holds', async ({ table, filters }) => {
    let nonZero = 0;
    for (const { as, path } of subjects()) {
      for (const range of ranges) {
        for (const filter of filters) {
          for (const product of filter.product === '' ? [f.p, f.q] : [undefined]) {
            const query = { ...range, ...filter, ...(product ? { product: String(product) } : {}) };
            const url = `/api/${table}/${path}`;
            const expected = await downloadedRows(as, url, query);
            expect(await totalCount(as, url, query), `${url} ${JSON.stringify(query)}`).toBe(
              expected,
            );
            if (expected > 0) nonZero += 1;
          }
        }
      }
    }
    expect(nonZero).toBeGreaterThan(20);
  });
});

describe('a table’s pages', () => {
  it('walk the download’s rows in its order, with and without a search', async () => {
    const range = { startDate: '2026-02-01', endDate: '2026-04-30' };
    const walks: [TestUser, string, Query][] = [
      [f.admin, `products/${f.p}`, {}],
      [f.admin, `products/${f.p}`, { sortOrder: 'asc' }],
      [f.admin, `products/${f.p}`, { search: 'oa', sortField: 'amount', sortOrder: 'asc' }],
      [f.admin, `products/${f.p}`, { search: 'oa' }],
      [
        f.admin,
        `products/${f.p}`,
        { transaction_status: 'pending', sortField: 'customer_name', sortOrder: 'asc' },
      ],
      [f.m, `products/${f.q}`, { transaction_type: 'new', sortOrder: 'asc' }],
      [f.admin, `users/${f.c.userId}`, { product: String(f.q) }],
    ];
    for (const [as, path, query] of walks) {
      const url = `/api/transactions/${path}`;
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const response = await t.injectAs(as, {
          method: 'GET',
          url,
          query: { ...range, ...query, limit: '3', page: String(page) },
        });
        const { transactions, pagination } = response.json().data;
        ids.push(
          ...transactions.map((row: { transaction_id: number }) => String(row.transaction_id)),
        );
        if (!pagination.hasNextPage) break;
      }
      const csvIds = (await downloaded(as, url, { ...range, ...query })).map((line) =>
        line.slice(line.lastIndexOf(',') + 1),
      );
      const label = `${url} ${JSON.stringify(query)}`;
      expect(ids.length, label).toBeGreaterThan(3);
      expect(ids, label).toEqual(csvIds);
    }
  });
});
