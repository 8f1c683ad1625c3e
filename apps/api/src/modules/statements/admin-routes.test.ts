import type { StatementAdminMonth } from '@salesdash/api-contract';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, closerAtTenPercent, sendAs } from '../../testing/money-through-api.ts';

/*
 * The admin month and the payroll export
 * (docs/decisions/0060-statements-admin-and-payroll-export.md). Rep (on Mia's team) is a Closer at
 * 10 %: 2026-01-10 $1,000.00 → 100.00, 2026-02-05 $5,000.00 → 500.00. Oli (no team) has
 * adjustments: +50.00 on 2026-01-15, +70.00 on 2026-02-10.
 */

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let rep: TestUser;
let other: TestUser;

const send = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  sendAs(t, admin, url, payload, method);

const approvedDeal = (productId: number, amount: number, date: string) =>
  approvedDealOf(t, admin, { userId: rep.userId, productId, customer: 'Jo Smith', amount, date });

async function month(user: TestUser, which: string): Promise<StatementAdminMonth> {
  const response = await t.getAs(user, '/api/statements/admin', { month: which });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const exportOf = (user: TestUser, which: string, format: 'csv' | 'zip') =>
  t.injectAs(user, {
    method: 'GET',
    url: '/api/statements/admin/export',
    query: { month: which, format },
  });

const personOf = (data: StatementAdminMonth, user: TestUser) =>
  data.people.find((row) => row.user_id === user.userId);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3, firstName: 'Mia', lastName: 'Manager' });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer', managerId: manager.userId });
  other = await t.createUser({ firstName: 'Oli', lastName: 'Other' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, rep);
  const product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [org],
  );
  await approvedDeal(product, 1000, '2026-01-10');
  await approvedDeal(product, 5000, '2026-02-05');
  await send(`/api/adjustments/${other.userId}`, {
    adjustment_date: '2026-01-15',
    amount: 50,
    reason: 'Referral',
  });
  await send(`/api/adjustments/${other.userId}`, {
    adjustment_date: '2026-02-10',
    amount: 70,
    reason: 'Referral',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/statements/admin', () => {
  it('shows an open month so far, person by person, with the change from the month before', async () => {
    const data = await month(admin, '2026-02');
    expect(data).toMatchObject({
      status: 'open',
      version: 1,
      can_manage: true,
      closable: false,
      not_closable_reason: '2026-01 is still open and has lines: close it first',
      totals: { people: 2, payable: 570, previous_payable: 150 },
      open_disputes: 0,
      last_export: null,
    });
    expect(personOf(data, rep)).toMatchObject({
      statement_id: null,
      payable: 500,
      previous_payable: 100,
      change: 400,
    });
    expect(personOf(data, other)).toMatchObject({ payable: 70, previous_payable: 50, change: 20 });
  });

  it('shows a manager their team only, read-only, and refuses an employee', async () => {
    const data = await month(manager, '2026-02');
    expect(data.can_manage).toBe(false);
    expect(data.people.map((row) => row.user_id)).toEqual([rep.userId]);
    expect((await t.getAs(rep, '/api/statements/admin', { month: '2026-02' })).statusCode).toBe(
      403,
    );
  });

  it('names the month field of a bad month', async () => {
    const response = await t.getAs(admin, '/api/statements/admin', { month: '2026-13' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('month');
  });
});

describe('payroll IDs', () => {
  it('are set by admins only, and cleared by an empty string', async () => {
    const byManager = await t.injectAs(manager, {
      method: 'PATCH',
      url: `/api/users/${rep.userId}`,
      payload: { payroll_id: 'X' },
    });
    expect(byManager.statusCode).toBe(403);
    const byThemselves = await t.injectAs(rep, {
      method: 'PATCH',
      url: `/api/users/${rep.userId}`,
      payload: { payroll_id: 'X' },
    });
    expect(byThemselves.statusCode).toBe(403);
    expect(
      (await send(`/api/users/${other.userId}`, { payroll_id: 'gone' }, 'PATCH')).payroll_id,
    ).toBe('gone');
    expect(
      (await send(`/api/users/${other.userId}`, { payroll_id: '' }, 'PATCH')).payroll_id,
    ).toBeNull();
    expect(
      (await send(`/api/users/${rep.userId}`, { payroll_id: ' PR-7 ' }, 'PATCH')).payroll_id,
    ).toBe('PR-7');
    const [audit] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'user.updated' AND entity_id = $1",
      [String(rep.userId)],
    );
    expect(Number(audit?.n)).toBeGreaterThan(0);
  });
});

describe('GET /api/statements/admin/export', () => {
  it('refuses an open month (409) and a manager (403)', async () => {
    const open = await exportOf(admin, '2026-01', 'csv');
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('Close 2026-01 before exporting payroll');
    expect((await exportOf(manager, '2026-01', 'csv')).statusCode).toBe(403);
  });

  it('writes one CSV row per frozen statement with its stored payable', async () => {
    await send('/api/statements/admin/close', { month: '2026-01' });
    const closed = await month(admin, '2026-01');
    expect(closed).toMatchObject({ status: 'closed', version: 1, closable: false });
    expect(closed.people.every((row) => row.statement_id !== null)).toBe(true);

    const response = await exportOf(admin, '2026-01', 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(header).toEqual([
      'Period',
      'Person',
      'Email',
      'Payroll ID',
      'Total payable',
      'Currency',
    ]);
    const stored = await t.database.query<{ user_id: number; email: string; payable: string }>(
      `SELECT user_id, email, (payable_cents / 100.0)::numeric(12, 2)::text AS payable
        FROM statements WHERE organization_id = $1 AND month = '2026-01'`,
      [admin.organizationId],
    );
    expect(rows).toHaveLength(stored.length);
    for (const row of stored) {
      const line = rows.find((cells) => cells[2] === row.email);
      expect(line?.[4]).toBe(row.payable);
      expect(line?.[5]).toBe('USD');
    }
    expect(rows.find((cells) => cells[2] === rep.email)?.[3]).toBe('PR-7');
  });

  it('zips one PDF per frozen statement, each with its person’s total', async () => {
    const response = await exportOf(admin, '2026-01', 'zip');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
    expect(names.sort()).toEqual(
      [`2026-01/Oli Other-${other.userId}.pdf`, `2026-01/Rep Closer-${rep.userId}.pdf`].sort(),
    );
    const pdf = await zip.file(`2026-01/Rep Closer-${rep.userId}.pdf`)?.async('uint8array');
    const { text } = await extractText(await getDocumentProxy(pdf as Uint8Array), {
      mergePages: true,
    });
    expect(text).toContain('Rep Closer');
    expect(text).toContain('100.00');
  });

  it('records each download, audited, and tells when a reopening superseded it', async () => {
    const [audits] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'statement.payroll_exported' AND entity_type = 'statement_period' AND entity_id = '2026-01'",
    );
    expect(Number(audits?.n)).toBe(2);
    expect((await month(admin, '2026-01')).last_export).toMatchObject({
      version: 1,
      superseded: false,
    });
    // What a reopening does to the period (built beside this branch): its version moves on.
    await t.database.query(
      "UPDATE statement_periods SET version = 2, status = 'open' WHERE organization_id = $1 AND month = '2026-01'",
      [admin.organizationId],
    );
    expect((await month(admin, '2026-01')).last_export).toMatchObject({
      version: 1,
      superseded: true,
    });
  });
});
