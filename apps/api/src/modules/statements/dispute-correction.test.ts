import type { Statement, StatementDispute } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, closerAtTenPercent, sendAs } from '../../testing/money-through-api.ts';

/*
 * Where an accepted dispute's adjustment lands (docs/decisions/0058-statements-from-the-money-core.md
 * "Disputes"). Rep is a Closer at 10 % with a $1,000.00 deal in 2026-01 (100.00). January is
 * closed; February is the first open month, long before the organization's today: the resolve
 * dialog promises the first open month, so the adjustment must be paid in February — as a
 * dispute correction naming the disputed line, not as a bonus dated today.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let splitKey: string;
let explanation: string;

async function statement(month: string): Promise<Statement> {
  const response = await t.getAs(rep, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer' });
  await closerAtTenPercent(t, rep);
  const product = await t.insertId(
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
  const line = (await statement('2026-01')).lines.find((entry) => entry.kind === 'commission');
  splitKey = line?.key ?? '';
  explanation = line?.explanation ?? '';
  await sendAs(t, admin, '/api/statements/admin/close', { month: '2026-01' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('accepting a dispute of a closed month’s line', () => {
  let dispute: StatementDispute;

  it('names the first open month as where the correction will land', async () => {
    dispute = await sendAs(t, rep, `/api/statements/month/2026-01/lines/${splitKey}/disputes`, {
      comment: 'The rate should be 12 %',
    });
    expect(dispute.correction_month).toBe('2026-02');
  });

  it('pays it in that month as a dispute correction pointing at the disputed line', async () => {
    const accepted: StatementDispute = await sendAs(
      t,
      admin,
      `/api/statements/admin/disputes/${dispute.dispute_id}/resolve`,
      { outcome: 'accepted', reason: 'Rate was 12 %', adjustment_amount: 20 },
    );
    expect(accepted).toMatchObject({ correction_month: '2026-02', adjustment_amount: 20 });

    const february = await statement('2026-02');
    const correction = february.lines.find(
      (line) => line.key === `adjustment:${accepted.adjustment_id}`,
    );
    expect(correction).toMatchObject({
      kind: 'correction',
      date: '2026-02-28',
      late: false,
      amount: 20,
      corrects: { month: '2026-01', key: splitKey },
      explanation: `Dispute #${dispute.dispute_id} correction of January 2026's line “${explanation}”: Rate was 12 %`,
    });
    expect(correction?.explanation).not.toMatch(/^Bonus/);
    expect(february.totals).toMatchObject({ corrections: 20, adjustments: 0, payable: 20 });

    // The rep is told where it is paid.
    const told = await t.getAs(rep, '/api/notifications');
    const resolved = told
      .json()
      .data.notifications.find((n: { type: string }) => n.type === 'dispute:resolved');
    expect(resolved?.body).toContain(
      'An adjustment of $20.00 was added to your 2026-02 statement.',
    );

    // The frozen January keeps its line and shows where the dispute was paid.
    const january = await statement('2026-01');
    expect(january.lines.map((line) => line.key)).toContain(splitKey);
    expect(january.disputes).toEqual([accepted]);
  });

  it('keeps the correction in its month once that month closes too', async () => {
    await sendAs(t, admin, '/api/statements/admin/close', { month: '2026-02' });
    const february = await statement('2026-02');
    expect(february.status).toBe('closed');
    expect(february.lines).toContainEqual(
      expect.objectContaining({
        kind: 'correction',
        corrects: { month: '2026-01', key: splitKey },
      }),
    );
    const [march] = (await statement('2026-03')).lines;
    expect(march).toBeUndefined();
  });
});
