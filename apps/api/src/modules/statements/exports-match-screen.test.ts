import { statementTotalLabels as totalLabels, type Statement } from '@salesdash/api-contract';
import { formatMoney, readableDates } from '@salesdash/util-format';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, sendAs, closerAtTenPercent } from '../../testing/money-through-api.ts';
import { statementCsvHeader } from './export/statement-csv.ts';

/*
 * "Exports equal the screen" (docs/decisions/0059-statement-exports.md): the statement the screen
 * reads, its CSV parsed and its PDF's text read back, for an open month ("so far") and the same
 * month once closed. Deals are paid through the money core (a Closer at 10 %), on two products,
 * with a refund, adjustments of both signs and a negative carry from the month before, so every
 * kind of line is there.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;

const send = (url: string, payload: object) => sendAs(t, admin, url, payload);

const approvedDeal = (productId: number, customer: string, amount: number, date: string) =>
  approvedDealOf(t, admin, { userId: rep.userId, productId, customer, amount, date });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Zoë', lastName: 'Martín' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, rep);
  const product = (name: string) =>
    t.insertId(
      'INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id',
      [org, name],
    );
  const solar = await product('Solar');
  const batteries = await product('Batteries');
  // January ends at −50.00: −300.00 of fees against 250.00 earned, carried into February.
  const january = await approvedDeal(solar, 'Jo Smith', 2500, '2026-01-12');
  await send(`/api/adjustments/${rep.userId}`, {
    adjustment_date: '2026-01-20',
    amount: -300,
    reason: 'Chargeback fee',
  });
  await approvedDeal(solar, 'Kim Lee', 3000, '2026-02-04');
  await approvedDeal(batteries, 'Max "Ray", Jr.', 1234.56, '2026-02-18');
  await send(`/api/adjustments/${rep.userId}`, {
    adjustment_date: '2026-02-25',
    amount: 75.25,
    reason: 'February contest',
  });
  await send(`/api/transactions/status/${january}`, { transaction_status: 'refunded' });
  await t.database.query(
    "UPDATE commission_splits SET split_date = '2026-02-10' WHERE transaction_id = $1 AND kind = 'reversal'",
    [january],
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function screen(month: string): Promise<Statement> {
  const response = await t.getAs(rep, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function csvOf(month: string): Promise<string[][]> {
  const response = await t.getAs(rep, `/api/statements/month/${month}/export`, { format: 'csv' });
  expect(response.statusCode).toBe(200);
  return parse(response.body.replace(/^\uFEFF/, '')) as string[][];
}

async function pdfTextOf(month: string): Promise<string> {
  const response = await t.getAs(rep, `/api/statements/month/${month}/export`, { format: 'pdf' });
  expect(response.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  // A wrapped line comes back with a line break where the space was: compare words.
  return text.replace(/\s+/g, ' ');
}

const column = (name: (typeof statementCsvHeader)[number]) => statementCsvHeader.indexOf(name);

async function expectExportsEqualScreen(month: string) {
  const statement = await screen(month);
  const [header, ...rows] = await csvOf(month);
  expect(header).toEqual([...statementCsvHeader]);
  const lineRows = rows.slice(0, statement.lines.length);
  expect(
    lineRows.map((row) => [
      row[column('Date')],
      row[column('Explanation')],
      row[column('Amount (USD)')],
    ]),
  ).toEqual(statement.lines.map((line) => [line.date, line.explanation, line.amount.toFixed(2)]));
  for (const [key, label] of totalLabels) {
    const row = rows.find((cells) => cells[1] === `Total: ${label}`);
    expect(Number(row?.[column('Amount (USD)')]), label).toBe(statement.totals[key]);
  }

  const text = await pdfTextOf(month);
  for (const line of statement.lines) {
    expect(text).toContain(readableDates(line.explanation).replace(/\s+/g, ' '));
    expect(text).toContain(formatMoney(line.amount));
  }
  for (const [key, label] of totalLabels) {
    expect(text).toContain(`${label} ${formatMoney(statement.totals[key])}`);
  }
  return statement;
}

describe('a statement’s CSV and PDF', () => {
  it('hold the lines and totals of the screen while the month is open, and once it is closed', async () => {
    const open = await expectExportsEqualScreen('2026-02');
    expect(open.status).toBe('open');
    expect(new Set(open.lines.map((line) => line.kind))).toEqual(
      new Set(['carry_over', 'commission', 'clawback', 'adjustment']),
    );
    // 300.00 + 123.46 + 75.25 − 250.00 − 50.00, worked by hand.
    expect(open.totals.payable).toBe(198.71);

    for (const month of ['2026-01', '2026-02']) {
      const closed = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/statements/admin/close',
        payload: { month, confirm_open_disputes: true },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    const frozen = await expectExportsEqualScreen('2026-02');
    expect(frozen.status).toBe('closed');
    expect(frozen.lines).toEqual(open.lines);
    expect(frozen.totals).toEqual(open.totals);
  });

  it('agree with the person’s overview of the month: its commission is the lines before the carry', async () => {
    const statement = await screen('2026-02');
    const overview = await t.getAs(rep, `/api/metrics/users/${rep.userId}`, {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const { commission, clawbacks, adjustments } = statement.totals;
    expect(overview.json().data.current.commission).toBeCloseTo(
      commission + clawbacks + adjustments,
      2,
    );
  });
});
