import type { Statement } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { sendAs, closerAtTenPercent } from '../../testing/money-through-api.ts';

/*
 * Corrections (docs/decisions/0058-statements-from-the-money-core.md, "Corrections"): a closed
 * statement never changes, so a later change to one of its sources lands in the first open month as
 * a correction line pointing back at the frozen one.
 * - Rep: a bonus of +250.00 on 2026-01-15, edited to +200.00 after January closed (−50.00 in
 *   February), then deleted after February closed (−200.00 in March: 250 − 50 accounted).
 * - Oli: +50.00 on 2026-01-20 only, deleted after January closed: a correction is his only
 *   line in February, so the close freezes a statement for him.
 * - Cora closes at 10 %: an import of two approved deals in January (100.00 and 40.00), frozen
 *   by the close, then undone: the reversing corrections land in the first open month.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let oli: TestUser;
let cora: TestUser;
let bonus: number;
let oliBonus: number;

const send = (url: string, payload?: object, method: 'POST' | 'PATCH' | 'DELETE' = 'POST') =>
  sendAs(t, admin, url, payload, method);

async function statement(user: TestUser, month: string): Promise<Statement> {
  const response = await t.getAs(user, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const close = (month: string) => send('/api/statements/admin/close', { month });

const shape = (s: Statement) =>
  s.lines.map((line) => ({
    key: line.key,
    kind: line.kind,
    amount: line.amount,
    explanation: line.explanation,
    corrects: line.corrects,
  }));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2, email: 'admin@acme.test' });
  rep = await t.createUser({ organizationName: 'Acme', firstName: 'Rep', lastName: 'One' });
  oli = await t.createUser({ organizationName: 'Acme', firstName: 'Oli', lastName: 'Other' });
  cora = await t.createUser({ organizationName: 'Acme', email: 'cora@acme.test' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, cora);
  await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [org],
  );
  bonus = (
    await send(`/api/adjustments/${rep.userId}`, {
      adjustment_date: '2026-01-15',
      amount: 250,
      reason: 'Contest',
    })
  ).adjustment_id;
  oliBonus = (
    await send(`/api/adjustments/${oli.userId}`, {
      adjustment_date: '2026-01-20',
      amount: 50,
      reason: 'Referral',
    })
  ).adjustment_id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('corrections of closed statements', () => {
  let importId: number;

  it('freezes January with the bonuses and an imported month of deals', async () => {
    const upload = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/imports?kind=transactions&file_name=deals.csv',
      headers: { 'content-type': 'text/csv' },
      payload: [
        'Deal ID,Date,Closer,Setter,Product,Customer,Amount,Type,Status',
        'C-1,2026-01-10,cora@acme.test,,Coaching,Vee,1000,new,approved',
        'C-2,2026-01-12,cora@acme.test,,Coaching,Wee,400,new,approved',
        '',
      ].join('\r\n'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const batch = upload.json().data;
    importId = batch.import_batch_id;
    const commit = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${importId}/commit`,
      payload: { mapping: batch.mapping, resolutions: [] },
    });
    expect(commit.statusCode, commit.body).toBe(202);
    await t.app.importService.commits.idle();
    await close('2026-01');
    expect((await statement(cora, '2026-01')).totals.commission).toBe(140);
    expect((await statement(rep, '2026-01')).totals.adjustments).toBe(250);
  });

  it('lands an adjustment edited after its month closed as a correction in February', async () => {
    await send(`/api/adjustments/${rep.userId}/${bonus}`, { amount: 200 }, 'PATCH');
    expect((await statement(rep, '2026-01')).totals.adjustments).toBe(250);
    const february = await statement(rep, '2026-02');
    expect(shape(february)).toEqual([
      {
        key: `correction:adjustment:${bonus}`,
        kind: 'correction',
        amount: -50,
        explanation: 'Correction of Bonus: Contest: was $250.00, now $200.00',
        corrects: { month: '2026-01', key: `adjustment:${bonus}` },
      },
    ]);
    expect(february.lines[0]).toMatchObject({ date: '2026-02-01', late: false });
    expect(february.totals).toMatchObject({ corrections: -50, balance: -50, carried_out: -50 });
    // The correction enters the carry chain like a late line: March carries February's −50.
    expect((await statement(rep, '2026-03')).totals.carried_in).toBe(-50);
  });

  it('makes a person whose only line is a correction a close candidate', async () => {
    await send(`/api/adjustments/${oli.userId}/${oliBonus}`, undefined, 'DELETE');
    expect(shape(await statement(oli, '2026-02'))).toEqual([
      {
        key: `correction:adjustment:${oliBonus}`,
        kind: 'correction',
        amount: -50,
        explanation: 'Correction of Bonus: Referral: removed',
        corrects: { month: '2026-01', key: `adjustment:${oliBonus}` },
      },
    ]);
  });

  it('posts reversing lines when an import whose splits sit in a closed statement is undone', async () => {
    const january = await statement(cora, '2026-01');
    expect(january.lines).toHaveLength(2);
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${importId}/undo`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statement(cora, '2026-01')).toEqual(january);
    const february = await statement(cora, '2026-02');
    expect(february.lines.map((line) => [line.kind, line.amount, line.corrects?.key])).toEqual(
      expect.arrayContaining([
        ['correction', -100, january.lines[0]?.key],
        ['correction', -40, january.lines[1]?.key],
      ]),
    );
    expect(february.lines[0]?.explanation).toMatch(/^Correction of Closer 10 % of .*: removed$/);
    expect(february.totals).toMatchObject({ corrections: -140, balance: -140, payable: 0 });
  });

  it('freezes the corrections with February; a later change corrects what is accounted', async () => {
    const closed = await close('2026-02');
    expect(
      closed.statements
        .map((s: { user_id: number }) => s.user_id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([rep.userId, oli.userId, cora.userId].sort((a, b) => a - b));
    expect((await statement(oli, '2026-02')).totals.corrections).toBe(-50);
    expect((await statement(oli, '2026-03')).lines.map((line) => line.kind)).toEqual([
      'carry_over',
    ]);
    expect((await statement(cora, '2026-03')).lines.map((line) => line.kind)).toEqual([
      'carry_over',
    ]);

    await send(`/api/adjustments/${rep.userId}/${bonus}`, undefined, 'DELETE');
    const march = await statement(rep, '2026-03');
    expect(shape(march).find((line) => line.kind === 'correction')).toEqual({
      key: `correction:adjustment:${bonus}`,
      kind: 'correction',
      amount: -200,
      explanation: 'Correction of Bonus: Contest: removed',
      corrects: { month: '2026-01', key: `adjustment:${bonus}` },
    });
    expect(march.totals).toMatchObject({ corrections: -200, carried_in: -50, balance: -250 });
  });
});
