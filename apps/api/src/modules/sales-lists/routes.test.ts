import { shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Query = Record<string, string>;

async function get(as: TestUser | string, url: string, query: Query = {}) {
  const options = { method: 'GET' as const, url, query };
  return typeof as === 'string'
    ? t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
    : t.injectAs(as, options);
}

async function data(as: TestUser | string, url: string, query: Query = {}) {
  const response = await get(as, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function metrics(as: TestUser, path: string) {
  return (await data(as, `/api/metrics/${path}`, march)).current;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (rows: { amount: number }[]) =>
  rows.reduce((sum, row) => sum + cents(row.amount), 0);

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  await t.database.query(
    "UPDATE transactions SET customer_name = 'Ada 100% Lovelace', customer_email = 'ada@example.com' WHERE amount_cents = 100000",
  );
  await t.database.query(
    "UPDATE transactions SET customer_name = 'Grace_Hopper' WHERE amount_cents = 50000",
  );
  await t.database.query(
    "UPDATE appointments SET lead_name = 'Alan Turing' WHERE appointment_status = 'cancelled'",
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('lists agree with the metrics of the same scope and range', () => {
  const subjects = () => [
    { as: f.c, path: `users/${f.c.userId}` },
    { as: f.s, path: `users/${f.s.userId}` },
    { as: f.m, path: `products/${f.p}` },
    { as: f.m2, path: `products/${f.p}` },
    { as: f.admin, path: `products/${f.p}` },
    { as: f.admin, path: `products/${f.q}` },
  ];

  it('approved transactions sum to totalCash and count closedDeals', async () => {
    for (const { as, path } of subjects()) {
      const m = await metrics(as, path);
      const list = await data(as, `/api/transactions/${path}`, {
        ...march,
        transaction_status: 'approved',
        limit: '100',
      });
      expect(sumCents(list.transactions), path).toBe(cents(m.totalCash));
      const newOnes = list.transactions.filter(
        (row: { transaction_type: string }) => row.transaction_type === 'new',
      );
      expect(sumCents(newOnes), path).toBe(cents(m.newCash));
      expect(list.pagination.totalCount, path).toBe(list.transactions.length);
    }
  });

  it('appointments count totalCalls and their statuses', async () => {
    for (const { as, path } of subjects()) {
      const m = await metrics(as, path);
      const all = await data(as, `/api/appointments/${path}`, { ...march, limit: '100' });
      expect(all.pagination.totalCount, path).toBe(m.totalCalls);
      const taken = await data(as, `/api/appointments/${path}`, {
        ...march,
        appointment_status: 'taken',
      });
      expect(taken.pagination.totalCount, path).toBe(m.takenCalls);
    }
  });

  it('outbound records count messages and calls', async () => {
    for (const { as, path } of subjects()) {
      const m = await metrics(as, path);
      const all = await data(as, `/api/outbound-records/${path}`, { ...march, limit: '100' });
      expect(all.pagination.totalCount, path).toBe(m.messageSent + m.callsMade);
      const calls = await data(as, `/api/outbound-records/${path}`, { ...march, type: 'call' });
      expect(calls.pagination.totalCount, path).toBe(m.callsMade);
    }
  });

  it('reads through a product share link with its creator’s scope', async () => {
    // With customer details, so the rows compare whole (share-customer-details.test.ts hides them).
    const token = await t.shareToken(f.m, 'product', f.p, { includeCustomerDetails: true });
    const shared = await data(token, `/api/transactions/products/${f.p}`, {
      ...march,
      limit: '100',
    });
    const own = await data(f.m, `/api/transactions/products/${f.p}`, { ...march, limit: '100' });
    expect(shared).toEqual(own);
    // M's team is M, C and S: D's sale on P is not theirs.
    expect(own.transactions.every((row: { user_id: number }) => row.user_id !== f.d.userId)).toBe(
      true,
    );
  });
});

describe('GET /api/transactions/users/:id', () => {
  const url = () => `/api/transactions/users/${f.c.userId}`;

  it('answers rows in dollars, newest transaction_date first by default', async () => {
    const list = await data(f.c, url(), march);
    const dates = list.transactions.map(
      (row: { transaction_date: string }) => row.transaction_date,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-03-31');
    expect(list.transactions[0]).toMatchObject({ amount: 123.45, contract_value: 123.45 });
    expect(list.pagination).toEqual({ hasNextPage: false, totalCount: 7, totalPages: 1 });
  });

  it('sorts by a whitelisted field either way', async () => {
    const asc = await data(f.c, url(), { ...march, sortField: 'amount', sortOrder: 'asc' });
    const amounts = asc.transactions.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('pages within bounds: last page, beyond it, limit 100', async () => {
    const first = await data(f.c, url(), { ...march, limit: '3' });
    expect(first.transactions).toHaveLength(3);
    expect(first.pagination).toEqual({ hasNextPage: true, totalCount: 7, totalPages: 3 });
    const last = await data(f.c, url(), { ...march, limit: '3', page: '3' });
    expect(last.transactions).toHaveLength(1);
    expect(last.pagination.hasNextPage).toBe(false);
    const beyond = await data(f.c, url(), { ...march, limit: '3', page: '4' });
    expect(beyond.transactions).toEqual([]);
    expect(beyond.pagination).toEqual({ hasNextPage: false, totalCount: 7, totalPages: 3 });
    const ids = new Set(
      [first, last, await data(f.c, url(), { ...march, limit: '3', page: '2' })]
        .flatMap((p) => p.transactions)
        .map((row: { transaction_id: number }) => row.transaction_id),
    );
    expect(ids.size).toBe(7);
    expect((await data(f.c, url(), { ...march, limit: '100' })).transactions).toHaveLength(7);
  });

  it('without dates lists every range; with filters narrows', async () => {
    expect((await data(f.c, url())).pagination.totalCount).toBe(8);
    const plans = await data(f.c, url(), { transaction_type: 'payment_plan' });
    expect(plans.transactions).toHaveLength(1);
    const onQ = await data(f.c, url(), { product: String(f.q) });
    expect(onQ.transactions.map((row: { product_id: number }) => row.product_id)).toEqual([f.q]);
  });

  it('searches customer, email and product, wildcards taken literally', async () => {
    expect((await data(f.c, url(), { search: 'lovelace' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: 'ADA@EXAMPLE' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: '100%' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: '0%' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: 'e_h' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: 'Course' })).pagination.totalCount).toBe(1);
    expect((await data(f.c, url(), { search: 'nobody' })).transactions).toEqual([]);
  });

  it.each([
    [{ sortField: 'password_hash' }, 'sortField'],
    [{ sortOrder: 'sideways' }, 'sortOrder'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ startDate: '2026-02-30', endDate: '2026-03-31' }, 'startDate'],
    [{ startDate: '2026-03-01', endDate: 'tomorrow' }, 'endDate'],
    [{ startDate: '2026-03-31', endDate: '2026-03-01' }, 'endDate'],
    [{ startDate: '2026-03-01' }, 'endDate'],
    [{ transaction_status: 'paid' }, 'transaction_status'],
    [{ transaction_type: 'gift' }, 'transaction_type'],
    [{ product: 'abc' }, 'product'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await get(f.c, url(), query as Query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('follows the metrics’ access rule', async () => {
    expect((await get(f.d, url(), march)).statusCode).toBe(404);
    expect((await get(f.m2, url(), march)).statusCode).toBe(404);
    expect((await get(f.m, url(), march)).statusCode).toBe(200);
    expect((await get(f.c, `/api/transactions/products/${f.p}`, march)).statusCode).toBe(403);
  });
});

describe('a person’s transactions by position', () => {
  const url = () => `/api/transactions/users/${f.s.userId}`;
  type Row = {
    paid_commission: number | null;
    as: string;
    amount: number;
    own_commission: number | null;
    transaction_status: string;
  };

  it('opens a setter on the deals they set, with their own commission and the totals', async () => {
    const list = await data(f.s, url(), { ...march, position: 'role', limit: '100' });
    expect(list.position).toBe('setter');
    // Every March deal of closer C that S set: approved, refunded, pending and rejected.
    expect(list.transactions).toHaveLength(7);
    expect(list.transactions.every((row: Row) => row.as === 'setter')).toBe(true);
    const own = (amount: number) =>
      list.transactions.find((row: Row) => row.amount === amount)?.own_commission;
    expect(own(1000)).toBe(50); // 5 % of an approved $1,000
    expect(own(123.45)).toBe(6.17); // rounded as the money core pays it
    expect(own(2000)).toBe(0); // paid, then reversed by the refund
    expect(own(400)).toBeNull(); // pending: nothing paid yet
    expect(list.totals).toEqual({ count: 7, amount: 4423.45, own_commission: 86.17 });
    // What a refund would claw back: every split of the deal, the closer's 10 % and the setter's 5 %.
    const paid = (amount: number) =>
      list.transactions.find((row: Row) => row.amount === amount)?.paid_commission;
    expect([paid(1000), paid(2000), paid(400)]).toEqual([150, 0, null]);
  });

  it('totals every page of the filter, not the page shown', async () => {
    const list = await data(f.s, url(), {
      ...march,
      position: 'setter',
      transaction_status: 'approved',
      limit: '2',
    });
    expect(list.transactions).toHaveLength(2);
    expect(list.totals).toEqual({ count: 4, amount: 1723.45, own_commission: 86.17 });
    expect(list.pagination.totalCount).toBe(4);
  });

  it('keeps the closer’s rows by default, so existing callers see what they saw', async () => {
    const list = await data(f.s, url(), march);
    expect(list).toMatchObject({
      transactions: [],
      position: 'closer',
      totals: { count: 0, amount: 0, own_commission: 0 },
    });
    const closer = await data(f.c, `/api/transactions/users/${f.c.userId}`, {
      ...march,
      position: 'role',
    });
    expect(closer.position).toBe('closer');
    expect(closer.pagination.totalCount).toBe(7);
    expect(closer.transactions[0].as).toBe('closer');
  });

  it('lists every deal that pays the person with “any”', async () => {
    const list = await data(f.c, `/api/transactions/users/${f.c.userId}`, {
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      position: 'any',
    });
    // The February deal C closed without a setter, and March's seven.
    expect(list.pagination.totalCount).toBe(8);
  });

  it('keeps a product’s list as it was: no position, no totals', async () => {
    const list = await data(f.admin, `/api/transactions/products/${f.p}`, {
      ...march,
      position: 'setter',
    });
    expect(list.position).toBeNull();
    expect(list.totals).toBeNull();
    expect(list.transactions[0]).toMatchObject({ as: null, own_commission: null });
    expect(list.transactions.length).toBeGreaterThan(0);
  });

  it('downloads the same rows with the position and commission columns', async () => {
    const response = await get(f.s, `${url()}/download`, { ...march, position: 'setter' });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Position,Commission (USD)');
    expect(lines).toHaveLength(7);
    expect(lines.every((line) => line.includes(',setter,'))).toBe(true);
  });

  it('answers 400 naming position for an unknown one', async () => {
    const response = await get(f.s, url(), { position: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^position/);
  });
});

describe('GET /api/appointments and /api/outbound-records', () => {
  it('lists appointments newest call_date first, searchable, filterable', async () => {
    const url = `/api/appointments/users/${f.c.userId}`;
    const list = await data(f.c, url, march);
    const dates = list.appointments.map((row: { call_date: string }) => row.call_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await data(f.c, url, { search: 'turing' })).appointments).toHaveLength(1);
    const response = await get(f.c, url, { appointment_status: 'done' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('appointment_status');
    const bad = await get(f.c, url, { sortField: 'transaction_date' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sortField');
  });

  it('lists outbound records newest created_at first', async () => {
    const url = `/api/outbound-records/users/${f.c.userId}`;
    const list = await data(f.c, url, march);
    const dates = list.outboundRecords.map((row: { created_at: string }) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.outboundRecords[0]).toMatchObject({ product_id: f.p, product_name: 'Coaching' });
    const response = await get(f.c, url, { limit: '101' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('limit');
  });
});
