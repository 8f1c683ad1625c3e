import type { Statement } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, sendAs, closerAtTenPercent } from '../../testing/money-through-api.ts';
import { closeStatementMonth } from './close-service.ts';

/*
 * Closing a month (docs/decisions/0058-statements-from-the-money-core.md, "Closing"). Deals are
 * recorded and approved through the API, so the splits are the money core's. Rep is a Closer at
 * 10 %.
 * - J1 2026-01-10 $1,000.00 → 100.00; an adjustment of −300.00 on 2026-01-20: January's
 *   balance is −200.00, carried into February.
 * - F1 2026-02-05 $5,000.00 → 500.00.
 * - Other: +50.00 on 2026-01-15.
 * After January closes: J2 2026-01-25 $2,000.00 approved (200.00), +30.00 dated 2026-01-28,
 * and J1 refunded with its reversal dated 2026-01-31 (−100.00): all land late in February.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let other: TestUser;
let product: number;

const send = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  sendAs(t, admin, url, payload, method);

/** A deal of Rep recorded and approved through the API: its split is the money core's. */
const approvedDeal = (customer: string, amount: number, date: string) =>
  approvedDealOf(t, admin, { userId: rep.userId, productId: product, customer, amount, date });

const close = (month: string) =>
  t.injectAs(admin, { method: 'POST', url: '/api/statements/admin/close', payload: { month } });

async function statement(user: TestUser, month: string): Promise<Statement> {
  const response = await t.getAs(user, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function count(table: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1`,
    [admin.organizationId],
  );
  return Number(row?.n);
}

let j1: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer' });
  other = await t.createUser({ firstName: 'Oli', lastName: 'Other' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, rep);
  product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [org],
  );
  j1 = await approvedDeal('Jo Smith', 1000, '2026-01-10');
  await send(`/api/adjustments/${rep.userId}`, {
    adjustment_date: '2026-01-20',
    amount: -300,
    reason: 'Chargeback fee',
  });
  await approvedDeal('Kim Lee', 5000, '2026-02-05');
  await send(`/api/adjustments/${other.userId}`, {
    adjustment_date: '2026-01-15',
    amount: 50,
    reason: 'Referral',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('POST /api/statements/admin/close', () => {
  it('refuses a month that has not ended in the organization’s time zone', async () => {
    const [row] = await t.database.query<{ month: string }>(
      "SELECT to_char(now(), 'YYYY-MM') AS month",
    );
    const response = await close(String(row?.month));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('has not ended');
    expect(await count('statement_periods')).toBe(0);
  });

  it('refuses a month after an earlier open month that has lines', async () => {
    const response = await close('2026-02');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('2026-01 is still open');
  });

  it('is atomic: a close failing half-way leaves the month open and no row behind', async () => {
    const failing = closeStatementMonth(
      t.app.unitOfWork,
      admin.organizationId,
      admin.userId,
      '2026-01',
      {
        afterStatement: (stored) => {
          if (stored === 1) throw new Error('crash after the first statement');
        },
      },
    );
    await expect(failing).rejects.toThrow('crash after the first statement');
    expect(await count('statement_periods')).toBe(0);
    expect(await count('statements')).toBe(0);
    const [lines] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM statement_lines',
    );
    expect(Number(lines?.n)).toBe(0);
    const [audit] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'statement.closed'",
    );
    expect(Number(audit?.n)).toBe(0);
    expect((await statement(rep, '2026-01')).status).toBe('open');
  });

  let januaryBefore: Statement;

  it('freezes one statement per person with a line, marks the month closed and audits it', async () => {
    const open = await statement(rep, '2026-01');
    const response = await close('2026-01');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ month: '2026-01', status: 'closed', version: 1 });
    expect(data.statements.map((s: { user_id: number }) => s.user_id).sort()).toEqual(
      [rep.userId, other.userId].sort(),
    );
    januaryBefore = await statement(rep, '2026-01');
    const mine = data.statements.find((s: { user_id: number }) => s.user_id === rep.userId);
    expect(januaryBefore).toEqual({
      ...open,
      statement_id: mine.statement_id,
      status: 'closed',
      closed_at: data.closed_at,
      versions: [
        {
          statement_id: mine.statement_id,
          version: 1,
          closed_at: data.closed_at,
          superseded: false,
        },
      ],
    });
    expect(januaryBefore.totals).toMatchObject({
      commission: 100,
      adjustments: -300,
      balance: -200,
      payable: 0,
      carried_out: -200,
    });
    expect((await statement(other, '2026-01')).totals.payable).toBe(50);
    const [audit] = await t.database.query<{ entity_id: string; actor_user_id: number }>(
      "SELECT entity_id, actor_user_id FROM audit_events WHERE action = 'statement.closed'",
    );
    expect(audit).toEqual({ entity_id: '2026-01', actor_user_id: admin.userId });
  });

  it('answers 409 naming the month when it is closed already, and stores nothing more', async () => {
    const statements = await count('statements');
    const response = await close('2026-01');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('2026-01 is already closed');
    expect(await count('statements')).toBe(statements);
  });

  it('refuses, in the database itself, any change to a stored statement or line', async () => {
    const before = await statement(rep, '2026-01');
    for (const change of [
      'UPDATE statements SET payable_cents = 0 WHERE organization_id = $1',
      'DELETE FROM statements WHERE organization_id = $1',
      `UPDATE statement_lines SET amount_cents = 0 WHERE statement_id IN
        (SELECT statement_id FROM statements WHERE organization_id = $1)`,
      `DELETE FROM statement_lines WHERE statement_id IN
        (SELECT statement_id FROM statements WHERE organization_id = $1)`,
    ]) {
      await expect(t.database.query(change, [admin.organizationId])).rejects.toThrow(
        /a closed statement never changes/,
      );
    }
    expect(await statement(rep, '2026-01')).toEqual(before);
  });

  it('keeps a closed statement as frozen; later records of its month land late in February', async () => {
    await approvedDeal('Max Ray', 2000, '2026-01-25');
    await send(`/api/adjustments/${rep.userId}`, {
      adjustment_date: '2026-01-28',
      amount: 30,
      reason: 'Late bonus',
    });
    await send(`/api/transactions/status/${j1}`, { transaction_status: 'refunded' });
    // The service dates a refund on today; pinned into the closed month to prove it lands late.
    await t.database.query(
      "UPDATE commission_splits SET split_date = '2026-01-31' WHERE transaction_id = $1 AND kind = 'reversal'",
      [j1],
    );

    // Frozen as it was; only its note says that later records of January are paid in February.
    expect(await statement(rep, '2026-01')).toEqual({
      ...januaryBefore,
      late_notes: [
        "$130.00 of January 2026's commission is paid in February 2026's statement as a late line",
      ],
    });

    const february = await statement(rep, '2026-02');
    expect(february.status).toBe('open');
    expect(february.lines.map((line) => [line.kind, line.date, line.late, line.amount])).toEqual(
      [
        ['clawback', '2026-01-31', true, -100],
        ['carry_over', '2026-02-01', false, -200],
        ['commission', '2026-01-25', true, 200],
        ['adjustment', '2026-01-28', true, 30],
        ['commission', '2026-02-05', false, 500],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    expect(february.lines.find((line) => line.kind === 'carry_over')?.key).toBe('carry:2026-01');
    expect(february.totals).toEqual({
      commission: 700,
      clawbacks: -100,
      adjustments: 30,
      carried_in: -200,
      corrections: 0,
      balance: 430,
      payable: 430,
      carried_out: 0,
    });
    const year = await t.getAs(rep, '/api/statements', { year: '2026' });
    expect(year.json().data).toEqual([
      {
        month: '2026-01',
        status: 'closed',
        statement_id: januaryBefore.statement_id,
        payable: 0,
      },
      { month: '2026-02', status: 'open', statement_id: null, payable: 430 },
    ]);
  });

  it('freezes the late lines with February, and they land nowhere after', async () => {
    const february = await statement(rep, '2026-02');
    const response = await close('2026-02');
    expect(response.statusCode, response.body).toBe(200);
    const frozen = await statement(rep, '2026-02');
    expect(frozen.lines).toEqual(february.lines);
    expect(frozen.totals).toEqual(february.totals);
    const year = await t.getAs(rep, '/api/statements', { year: '2026' });
    expect(year.json().data[1]).toEqual({
      month: '2026-02',
      status: 'closed',
      statement_id: frozen.statement_id,
      payable: 430,
    });
    const march = await statement(rep, '2026-03');
    expect(march.lines).toEqual([]);
    expect(march.totals.payable).toBe(0);
  });
});
