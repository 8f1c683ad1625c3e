import type { TeamMember } from '@salesdash/api-contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';

/*
 * The members table's pages on an organization of 14 people: an admin, a manager
 * leading four reps, and eight more reps. Rep n sold n × $100 in March 2026 and, from the
 * fifth on, $100 in February, so cash, its change and the names each give another order.
 */

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const reps: TestUser[] = [];
let product: number;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Query = Record<string, string>;
type Page = {
  users: TeamMember[];
  pagination: { hasNextPage: boolean; totalCount: number; totalPages: number };
};

const firstNames = [
  'ann',
  'Bob',
  'Cleo',
  'dan',
  'Eve',
  'Finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jo',
  'Kai',
  'Lea',
];

async function users(as: TestUser, query: Query = {}): Promise<Page> {
  const response = await t.injectAs(as, {
    method: 'GET',
    url: '/api/metrics/team/users',
    query: { ...march, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page;
}

const ids = (page: Page) => page.users.map((row) => row.user_id);

beforeAll(async () => {
  t = await buildTestApp();
  const org = { organizationName: 'Paging Sales' };
  admin = await t.createUser({ ...org, access: 2, firstName: 'Zed', lastName: 'Admin' });
  manager = await t.createUser({ ...org, access: 3, firstName: 'Mia', lastName: 'Manager' });
  for (const [index, firstName] of firstNames.entries()) {
    reps.push(
      await t.createUser({
        ...org,
        firstName,
        lastName: 'Rep',
        managerId: index < 4 ? manager.userId : undefined,
      }),
    );
  }
  product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
  const sale = (rep: TestUser, cents: number, date: string) =>
    t.database.query(
      `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, contract_value_cents,
         transaction_type, transaction_date, transaction_status)
       VALUES ($1, $2, $3, $4, $4, 'new', $5, 'approved')`,
      [admin.organizationId, rep.userId, product, cents, date],
    );
  for (const [index, rep] of reps.entries()) {
    await sale(rep, (index + 1) * 10_000, '2026-03-10');
    if (index >= 4) await sale(rep, 10_000, '2026-02-10');
  }
  // Calls and adjustments in another order than the cash, so each column sorts its own way.
  const call = (rep: TestUser, setter: TestUser | null, day: string, status: string) =>
    t.database.query(
      `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        admin.organizationId,
        rep.userId,
        setter?.userId ?? null,
        product,
        `${day}T15:00:00Z`,
        status,
      ],
    );
  for (const [index, rep] of reps.entries()) {
    for (let taken = 0; taken < (index * 5) % 7; taken += 1) {
      await call(rep, reps[(index + 1) % reps.length] ?? null, '2026-03-05', 'taken');
    }
    for (let missed = 0; missed < index % 3; missed += 1) {
      await call(rep, null, '2026-03-06', 'no_show');
    }
    await t.database.query(
      "INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason) VALUES ($1, $2, '2026-03-20', $3, 'test')",
      [admin.organizationId, rep.userId, ((index * 7) % 5) * 2_500 - 3_000],
    );
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/metrics/team/users pages', () => {
  it('answers 10 members a page, most cash first, and the pages of all of them', async () => {
    const first = await users(admin);
    expect(first.pagination).toEqual({ hasNextPage: true, totalCount: 14, totalPages: 2 });
    expect(first.users.map((row) => row.current.totalCash)).toEqual([
      1200, 1100, 1000, 900, 800, 700, 600, 500, 400, 300,
    ]);
    const second = await users(admin, { page: '2' });
    expect(second.pagination).toEqual({ hasNextPage: false, totalCount: 14, totalPages: 2 });
    // Ties (no cash) by name: Mia Manager before Zed Admin.
    expect(second.users.map((row) => row.display_name)).toEqual([
      'Bob Rep',
      'ann Rep',
      'Mia Manager',
      'Zed Admin',
    ]);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(14);
  });

  it('answers an empty page past the end, with the count', async () => {
    const past = await users(admin, { page: '3' });
    expect(past.users).toEqual([]);
    expect(past.pagination).toEqual({ hasNextPage: false, totalCount: 14, totalPages: 2 });
  });

  it('takes up to 100 a page', async () => {
    const all = await users(admin, { limit: '100' });
    expect(all.users.length).toBe(14);
    expect(all.pagination).toEqual({ hasNextPage: false, totalCount: 14, totalPages: 1 });
  });

  it('sorts by name whatever the case, both ways', async () => {
    const names = (
      await users(admin, { sortField: 'name', sortOrder: 'asc', limit: '100' })
    ).users.map((row) => row.display_name);
    expect(names.slice(0, 4)).toEqual(['ann Rep', 'Bob Rep', 'Cleo Rep', 'dan Rep']);
    expect(names.at(-1)).toBe('Zed Admin');
    const descending = await users(admin, { sortField: 'name', sortOrder: 'desc', limit: '100' });
    expect(descending.users.map((row) => row.display_name)).toEqual([...names].reverse());
  });

  it.each([
    ['totalCash', (row: TeamMember) => row.current.totalCash],
    ['closedDeals', (row: TeamMember) => row.current.closedDeals],
    ['takenCalls', (row: TeamMember) => row.current.takenCalls],
    ['showRate', (row: TeamMember) => row.current.showRate],
    ['closeRateTaken', (row: TeamMember) => row.current.closeRateTaken],
    ['commission', (row: TeamMember) => row.current.commission],
    ['change', (row: TeamMember) => row.difference.cash.totalCash ?? Number.NEGATIVE_INFINITY],
  ] as const)('sorts by %s both ways, every member on one page', async (sortField, valueOf) => {
    for (const sortOrder of ['asc', 'desc'] as const) {
      const pages = [
        await users(admin, { sortField, sortOrder }),
        await users(admin, { sortField, sortOrder, page: '2' }),
      ];
      const rows = pages.flatMap((page) => page.users);
      expect(new Set(rows.map((row) => row.user_id)).size).toBe(14);
      const values = rows.map(valueOf);
      const sorted = [...values].sort((a, b) =>
        a === b ? 0 : sortOrder === 'asc' ? a - b : b - a,
      );
      expect(values, `${sortField} ${sortOrder}`).toEqual(sorted);
    }
  });

  it('pages and sorts the members of a product filter the same way', async () => {
    const everyProduct = await users(admin, { sortField: 'takenCalls', limit: '100' });
    const onProduct = [
      await users(admin, { product: String(product), sortField: 'takenCalls', limit: '7' }),
      await users(admin, {
        product: String(product),
        sortField: 'takenCalls',
        limit: '7',
        page: '2',
      }),
    ];
    expect(onProduct[0]?.pagination).toEqual({ hasNextPage: true, totalCount: 14, totalPages: 2 });
    // Every record is on the one product: the same rows in the same order, commission aside
    // (adjustments belong to people, not products).
    const rows = onProduct.flatMap((page) => page.users);
    expect(rows.map((row) => row.user_id)).toEqual(everyProduct.users.map((row) => row.user_id));
    expect(rows.map((row) => row.current.totalCash)).toEqual(
      everyProduct.users.map((row) => row.current.totalCash),
    );
  });

  it('puts the biggest change first: rep 12 went from $100 to $1,200', async () => {
    const [top] = (await users(admin, { sortField: 'change' })).users;
    expect(top?.user_id).toBe(reps[11]?.userId);
    // No February cash: "new" or "—", below every number.
    const last = (await users(admin, { sortField: 'change', page: '2' })).users.at(-1);
    expect(last?.difference.cash.totalCash).toBeNull();
  });

  it('searches names, whatever the case, counting only the matches', async () => {
    const found = await users(admin, { search: 'AN' });
    expect(found.users.map((row) => row.display_name).sort()).toEqual(
      ['Hana Rep', 'Mia Manager', 'ann Rep', 'dan Rep'].sort(),
    );
    expect(found.pagination).toEqual({ hasNextPage: false, totalCount: 4, totalPages: 1 });
    const none = await users(admin, { search: 'nobody' });
    expect(none).toMatchObject({ users: [], pagination: { totalCount: 0, totalPages: 0 } });
    // The figures are each member's own, searched or not.
    const ann = (await users(admin, { limit: '100' })).users.find(
      (row) => row.display_name === 'ann Rep',
    );
    expect(found.users.find((row) => row.display_name === 'ann Rep')).toEqual(ann);
  });

  it('pages the filtered team: a manager sees their team on every page', async () => {
    const own = await users(manager, { limit: '2' });
    expect(own.pagination).toEqual({ hasNextPage: true, totalCount: 5, totalPages: 3 });
    const all = await users(manager, { limit: '100' });
    expect(ids(all).sort()).toEqual(
      [manager.userId, ...reps.slice(0, 4).map((rep) => rep.userId)].sort(),
    );
    const widened = await users(manager, { manager: String(admin.userId) });
    expect(widened).toMatchObject({ users: [], pagination: { totalCount: 0 } });
    // An admin's manager filter is the same team.
    expect(ids(await users(admin, { manager: String(manager.userId), limit: '100' }))).toEqual(
      ids(all),
    );
  });

  it('refuses employees', async () => {
    const response = await t.injectAs(reps[0] as TestUser, {
      method: 'GET',
      url: '/api/metrics/team/users',
      query: march,
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['sortField', { sortField: 'password_hash' }],
    ['sortOrder', { sortOrder: 'up' }],
    ['page', { page: '0' }],
    ['page', { page: 'two' }],
    ['limit', { limit: '101' }],
    ['limit', { limit: '0' }],
    ['search', { search: 'a' }],
    ['search', { search: 'x'.repeat(201) }],
  ])('names %s when it is wrong', async (field, query) => {
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/metrics/team/users',
      query: { ...march, ...query },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('the team workbook', () => {
  it('keeps every member, past the first page, most cash first', async () => {
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/metrics/team/dashboard/download',
      query: march,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const names: ExcelJS.CellValue[] = [];
    workbook.getWorksheet('Members')?.eachRow((row, number) => {
      if (number > 1) names.push(row.getCell(1).value);
    });
    const all = await users(admin, { limit: '100' });
    expect(names).toEqual(all.users.map((row) => row.display_name));
    expect(names.length).toBe(14);
  });
});
