import type { Statement, StatementAdminMonth } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, closerAtTenPercent, sendAs } from '../../testing/money-through-api.ts';

/*
 * Why a statement differs from its month's dashboard, and what the statement screen opens on.
 * Rep is a Closer at 10 %: a $1,000.00 deal on 2026-01-10 (100.00). January closes; then a
 * $4,000.00 deal dated 2026-01-20 is approved (400.00): the dashboard counts it in January,
 * the statements pay it in February as a late line. Both say so in the same sentence.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let product: number;

const late = "$400.00 of January 2026's commission";

async function statement(month: string): Promise<Statement> {
  const response = await t.getAs(rep, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function notes(user: TestUser, month: string, query: Record<string, string> = {}) {
  const response = await t.getAs(user, `/api/statements/month/${month}/late-notes`, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.notes as string[];
}

async function adminMonth(month: string): Promise<StatementAdminMonth> {
  const response = await t.getAs(admin, '/api/statements/admin', { month });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer' });
  await closerAtTenPercent(t, rep);
  product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [admin.organizationId],
  );
  await approvedDealOf(t, admin, {
    userId: rep.userId,
    productId: product,
    customer: 'Jo Smith',
    amount: 1000,
    date: '2026-01-10',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('late lines, said on both sides', () => {
  it('says nothing while no line is late', async () => {
    expect((await statement('2026-01')).late_notes).toEqual([]);
    await sendAs(t, admin, '/api/statements/admin/close', { month: '2026-01' });
    expect((await statement('2026-01')).late_notes).toEqual([]);
    expect(await notes(rep, '2026-01')).toEqual([]);
  });

  it('names the amount, the month it is dated in and the statement that pays it', async () => {
    await approvedDealOf(t, admin, {
      userId: rep.userId,
      productId: product,
      customer: 'Late Larry',
      amount: 4000,
      date: '2026-01-20',
    });
    const sentence = `${late} is paid in February 2026's statement as a late line`;
    expect((await statement('2026-01')).late_notes).toEqual([sentence]);
    expect((await statement('2026-02')).late_notes).toEqual([sentence]);
    // The dashboard's card asks the same, for the person it shows.
    expect(await notes(rep, '2026-01')).toEqual([sentence]);
    expect(await notes(admin, '2026-01', { user_id: String(rep.userId) })).toEqual([sentence]);
  });

  it('says "was paid" once the paying month is closed too', async () => {
    await sendAs(t, admin, '/api/statements/admin/close', { month: '2026-02' });
    const sentence = `${late} was paid in February 2026's statement as a late line`;
    expect(await notes(rep, '2026-01')).toEqual([sentence]);
    expect((await statement('2026-02')).late_notes).toEqual([sentence]);
  });
});

describe('what the statement screens open on', () => {
  it('answers the first and latest months with lines', async () => {
    const response = await t.getAs(rep, '/api/statements/span');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ first_month: '2026-01', latest_month: '2026-02' });
    const nobody = await t.createUser({ firstName: 'No', lastName: 'Lines' });
    expect((await t.getAs(nobody, '/api/statements/span')).json().data).toEqual({
      first_month: null,
      latest_month: null,
    });
  });

  it('offers reopening on the latest closed month only', async () => {
    expect((await adminMonth('2026-01')).reopenable).toBe(false);
    expect((await adminMonth('2026-02')).reopenable).toBe(true);
    expect((await adminMonth('2026-03')).reopenable).toBe(false);
  });

  it('lists the versions of a reopened month, the superseded one readable by id', async () => {
    const closed = await statement('2026-02');
    await sendAs(t, admin, '/api/statements/admin/reopen', {
      month: '2026-02',
      reason: 'Late deal to check',
    });
    const reopened = await statement('2026-02');
    expect(reopened.status).toBe('open');
    expect(reopened.versions).toEqual([
      {
        statement_id: closed.statement_id,
        version: 1,
        closed_at: closed.closed_at,
        superseded: true,
      },
    ]);
    const old = await t.getAs(rep, `/api/statements/${String(closed.statement_id)}`);
    expect(old.json().data).toMatchObject({ superseded: true, versions: reopened.versions });
  });
});
