import { createdShareSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';
import { initialsOf } from './customer-details.ts';

/*
 * Share links show customers and leads as initials without emails or notes unless created with
 * "include customer details": pages, recent sales and CSV downloads read through a token, on a
 * real database. Signed-in people keep seeing them in full.
 */

let t: TestApp;
let f: FixtureOrg;
/** C's own dashboard, shared by C: without and with customer details. */
let employeeLink = '';
let employeeDetailedLink = '';
/** Product P, shared by manager M (their team's slice): without and with customer details. */
let productLink = '';
let productDetailedLink = '';

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Query = Record<string, string>;
type TransactionRow = { customer_name: string; customer_email: string; notes: string };
type AppointmentRow = { lead_name: string; lead_email: string };

async function data(as: TestUser | string, url: string, query: Query = {}) {
  const response = await t.getAs(as, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function csv(as: TestUser | string, url: string, query: Query = march) {
  const response = await t.getAs(as, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** A link made through `POST /api/shares`, as the dialog makes it. */
async function link(
  creator: TestUser,
  type: 'employee' | 'product',
  resourceId: number,
  includeCustomerDetails?: boolean,
): Promise<string> {
  const response = await t.injectAs(creator, {
    method: 'POST',
    url: '/api/shares',
    payload: {
      type,
      resource_id: resourceId,
      ...(includeCustomerDetails === undefined
        ? {}
        : { include_customer_details: includeCustomerDetails }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return successEnvelope(createdShareSchema).parse(response.json()).data.token;
}

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  // Every row gets a full name, an email and a note that names the customer.
  await t.database.query(
    `UPDATE transactions SET customer_name = 'Lisa Ramirez', customer_email = 'lisa@ramirez.example',
       notes = 'Lisa asked for a call back'`,
  );
  await t.database.query(
    "UPDATE transactions SET customer_name = 'Mary Ann de la Cruz' WHERE amount_cents = 50000",
  );
  await t.database.query(
    "UPDATE appointments SET lead_name = 'Lee Lead', lead_email = 'lee@lead.example'",
  );
  employeeLink = await link(f.c, 'employee', f.c.userId);
  employeeDetailedLink = await link(f.c, 'employee', f.c.userId, true);
  productLink = await link(f.m, 'product', f.p, false);
  productDetailedLink = await link(f.m, 'product', f.p, true);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('initialsOf', () => {
  it('keeps the first and last word’s initial', () => {
    expect(initialsOf('Lisa Ramirez')).toBe('L. R.');
    expect(initialsOf('Mary Ann de la Cruz')).toBe('M. C.');
    expect(initialsOf('  cher ')).toBe('C.');
    expect(initialsOf('Jean-Luc Picard')).toBe('J. P.');
    expect(initialsOf('Élodie Ørsted')).toBe('É. Ø.');
    expect(initialsOf('"Bob" (referral)')).toBe('B. R.');
    expect(initialsOf('')).toBe('');
  });
});

describe('transactions through a share link', () => {
  const dashboards = () => [
    {
      token: employeeLink,
      detailed: employeeDetailedLink,
      owner: f.c,
      path: `users/${f.c.userId}`,
    },
    { token: productLink, detailed: productDetailedLink, owner: f.m, path: `products/${f.p}` },
  ];

  it('shows initials and no email or note by default', async () => {
    for (const { token, owner, path } of dashboards()) {
      const query = { ...march, limit: '100' };
      const shared = await data(token, `/api/transactions/${path}`, query);
      const own = await data(owner, `/api/transactions/${path}`, query);
      expect(shared.transactions.length, path).toBeGreaterThan(0);
      // The same rows, in the same order, with the same figures: only the customer is hidden.
      expect(shared.pagination).toEqual(own.pagination);
      expect(shared.transactions).toEqual(
        own.transactions.map((row: TransactionRow) => ({
          ...row,
          customer_name: row.customer_name === 'Lisa Ramirez' ? 'L. R.' : 'M. C.',
          customer_email: '',
          notes: '',
        })),
      );
      expect(JSON.stringify(shared)).not.toMatch(/Lisa|Ramirez|Mary|Cruz|@/);
    }
  });

  it('hides them in the recent sales too (5 newest approved)', async () => {
    const recent = { ...march, transaction_status: 'approved', limit: '5', sortOrder: 'desc' };
    for (const { token, path } of dashboards()) {
      const rows = (await data(token, `/api/transactions/${path}`, recent)).transactions;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows as TransactionRow[]) {
        expect(row.customer_name).toMatch(/^[LM]\. [RC]\.$/);
        expect(row.customer_email).toBe('');
      }
    }
  });

  it('shows them in full through a link made with customer details', async () => {
    for (const { detailed, owner, path } of dashboards()) {
      const query = { ...march, limit: '100' };
      expect(await data(detailed, `/api/transactions/${path}`, query)).toEqual(
        await data(owner, `/api/transactions/${path}`, query),
      );
    }
  });

  it('searches only what the row shows: products, not hidden names, emails or notes', async () => {
    const url = `/api/transactions/users/${f.c.userId}`;
    const count = async (as: TestUser | string, search: string) =>
      (await data(as, url, { ...march, search })).pagination.totalCount;
    for (const hidden of ['ramirez', 'lisa@', 'call back', 'L. R.']) {
      expect(await count(employeeLink, hidden), hidden).toBe(0);
    }
    const all = await count(employeeLink, '');
    expect(await count(employeeLink, 'Coaching')).toBeGreaterThan(0);
    expect(await count(employeeLink, 'Coaching')).toBe(await count(f.c, 'Coaching'));
    expect(await count(employeeDetailedLink, 'ramirez')).toBe(await count(f.c, 'ramirez'));
    expect(await count(f.c, 'ramirez')).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(0);
  });

  it('sorts by the customer’s initial only, so the order tells nothing more', async () => {
    const url = `/api/transactions/users/${f.c.userId}`;
    const names = async (sortOrder: string) =>
      (
        await data(employeeLink, url, { ...march, sortField: 'customer_name', sortOrder })
      ).transactions.map((row: TransactionRow) => row.customer_name);
    const ascending = await names('asc');
    expect(ascending).toEqual([...ascending].sort());
    expect(ascending).toContain('M. C.');
  });

  it('leaves a CSV download without names, emails or notes by default, in full with details', async () => {
    for (const { token, detailed, owner, path } of dashboards()) {
      const url = `/api/transactions/${path}/download`;
      const shared = await csv(token, url);
      expect(shared).toMatch(/^\uFEFFDate,Customer,Email,Product,/);
      expect(shared).toContain(',L. R.,,Coaching,');
      expect(shared).not.toMatch(/Lisa|Ramirez|Mary|Cruz|@|call back/);
      expect(await csv(detailed, url)).toBe(await csv(owner, url));
      expect(await csv(detailed, url)).toContain(',Lisa Ramirez,lisa@ramirez.example,');
    }
  });

  it('finds in a download only what the download shows', async () => {
    const url = `/api/transactions/users/${f.c.userId}/download`;
    const lines = (body: string) => body.split('\r\n').filter(Boolean).length - 1;
    expect(lines(await csv(employeeLink, url, { ...march, search: 'ramirez' }))).toBe(0);
    expect(lines(await csv(f.c, url, { ...march, search: 'ramirez' }))).toBeGreaterThan(0);
  });
});

describe('appointments through a share link', () => {
  it('shows the lead as initials without an email by default, in full with details', async () => {
    for (const [token, detailed, owner, path] of [
      [employeeLink, employeeDetailedLink, f.c, `users/${f.c.userId}`],
      [productLink, productDetailedLink, f.m, `products/${f.p}`],
    ] as const) {
      const query = { ...march, limit: '100' };
      const own = await data(owner, `/api/appointments/${path}`, query);
      const shared = await data(token, `/api/appointments/${path}`, query);
      expect(own.appointments.length, path).toBeGreaterThan(0);
      expect(shared.appointments).toEqual(
        own.appointments.map((row: AppointmentRow) => ({
          ...row,
          lead_name: 'L. L.',
          lead_email: '',
        })),
      );
      expect(await data(detailed, `/api/appointments/${path}`, query)).toEqual(own);

      const download = await csv(token, `/api/appointments/${path}/download`);
      expect(download).toContain(',L. L.,,Coaching,');
      expect(download).not.toMatch(/Lee Lead|lee@/);
      expect(await csv(detailed, `/api/appointments/${path}/download`)).toBe(
        await csv(owner, `/api/appointments/${path}/download`),
      );
    }
  });

  it('searches only products', async () => {
    const url = `/api/appointments/users/${f.c.userId}`;
    const count = async (as: TestUser | string, search: string) =>
      (await data(as, url, { ...march, search })).pagination.totalCount;
    expect(await count(employeeLink, 'lee')).toBe(0);
    expect(await count(employeeLink, 'lead.example')).toBe(0);
    expect(await count(f.c, 'lee')).toBeGreaterThan(0);
    expect(await count(employeeDetailedLink, 'lee')).toBe(await count(f.c, 'lee'));
    expect(await count(employeeLink, 'Coaching')).toBe(await count(f.c, 'Coaching'));
  });
});
