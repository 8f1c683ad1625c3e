import type { StatementLine, StatementTotals } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { statementOf } from './index.ts';

/*
 * A fixture month with hand-computed statements, to the cent. The deals are recorded,
 * approved and refunded through the API, so every split comes from the money core; the lines
 * and totals below are written by hand.
 *
 * Ava closes: Closer 10 % by default, a Senior Closer (12.5 %) on Coaching, and from 2026-03-16
 * paid 15 % as a Closer (a promotion mid-March). Sam sets at 3.33 %.
 * - D1 2026-02-10 Course, Jo Smith, $3,000.00: Ava 10 % = 300.00, Sam 3.33 % = 99.90;
 *   refunded on 2026-03-12, so both are taken back in March.
 * - D2 2026-03-04 Coaching, Kim Lee, $1,234.57: Ava 12.5 % = 154.32125 → 154.32.
 * - D3 2026-03-10 Course, Max Ray, $2,000.00 (before the change): Ava 10 % = 200.00, Sam 66.60.
 * - D4 2026-03-20 Course, Noa Park, $2,000.00 (after it): Ava 15 % = 300.00.
 * - D5 2026-04-02 Course, Lia Chen, $1,000.00: Ava 15 % = 150.00, Sam 3.33 % = 33.30.
 * - Ava's adjustments in March: −40.50 (2026-03-05) and +250.00 (2026-03-31); Sam's +25.00
 *   on 2026-04-15.
 * Sam's March: 66.60 − 99.90 = −33.30, carried into April: −33.30 + 33.30 + 25.00 = 25.00.
 */

let t: TestApp;
let admin: TestUser;
let ava: TestUser;
let sam: TestUser;
const deals: Record<string, number> = {};
let coaching: number;
let course: number;

type Deal = {
  name: string;
  product: () => number;
  customer: string;
  amount: number;
  date: string;
  setter?: boolean;
};

const fixtureDeals: Deal[] = [
  {
    name: 'D1',
    product: () => course,
    customer: 'Jo Smith',
    amount: 3000,
    date: '2026-02-10',
    setter: true,
  },
  { name: 'D2', product: () => coaching, customer: 'Kim Lee', amount: 1234.57, date: '2026-03-04' },
  {
    name: 'D3',
    product: () => course,
    customer: 'Max Ray',
    amount: 2000,
    date: '2026-03-10',
    setter: true,
  },
  { name: 'D4', product: () => course, customer: 'Noa Park', amount: 2000, date: '2026-03-20' },
  {
    name: 'D5',
    product: () => course,
    customer: 'Lia Chen',
    amount: 1000,
    date: '2026-04-02',
    setter: true,
  },
];

async function post(url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') {
  const response = await t.injectAs(admin, { method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  ava = await t.createUser({ firstName: 'Ava', lastName: 'Closer' });
  sam = await t.createUser({ firstName: 'Sam', lastName: 'Setter' });
  const org = admin.organizationId;
  const role = (title: string, percent: number) =>
    t.insertId(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [org, title, percent],
    );
  const closerRole = await role('Closer', 10);
  const seniorRole = await role('Senior Closer', 12.5);
  const setterRole = await role('Setter', 3.33);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    closerRole,
    ava.userId,
  ]);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    setterRole,
    sam.userId,
  ]);
  const product = (name: string) =>
    t.insertId(
      'INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id',
      [org, name],
    );
  coaching = await product('Coaching');
  course = await product('Course');
  await t.database.query(
    "INSERT INTO product_employees (product_id, user_id, role_id, title) VALUES ($1, $2, $3, 'Lead')",
    [coaching, ava.userId, seniorRole],
  );
  await post(
    '/api/commission',
    {
      user_id: ava.userId,
      product_id: null,
      role_id: closerRole,
      commission: 15,
      effective_from: '2026-03-16',
    },
    'PATCH',
  );

  for (const deal of fixtureDeals) {
    const created = await post('/api/transactions', {
      user_id: ava.userId,
      setter_id: deal.setter ? sam.userId : null,
      product_id: deal.product(),
      customer_name: deal.customer,
      amount: deal.amount,
      transaction_type: 'new',
      transaction_date: deal.date,
    });
    deals[deal.name] = created.transaction_id;
    await post(`/api/transactions/status/${created.transaction_id}`, {
      transaction_status: 'approved',
    });
  }
  await post(`/api/transactions/status/${deals['D1']}`, { transaction_status: 'refunded' });
  // The service dates a refund on the organization's today; the fixture pins it to 2026-03-12
  // so the hand-written statements do not move with the calendar.
  await t.database.query(
    "UPDATE commission_splits SET split_date = '2026-03-12' WHERE transaction_id = $1 AND kind = 'reversal'",
    [deals['D1']],
  );

  await post(`/api/adjustments/${ava.userId}`, {
    adjustment_date: '2026-03-05',
    amount: -40.5,
    reason: 'Chargeback fee',
  });
  await post(`/api/adjustments/${ava.userId}`, {
    adjustment_date: '2026-03-31',
    amount: 250,
    reason: 'March contest',
  });
  await post(`/api/adjustments/${sam.userId}`, {
    adjustment_date: '2026-04-15',
    amount: 25,
    reason: 'Referral',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The key of a person's split of a deal (`earned` or `reversal`): ids come from the database. */
async function splitKey(deal: string, user: TestUser, kind: 'earned' | 'reversal') {
  const [row] = await t.database.query<{ id: number }>(
    'SELECT commission_split_id AS id FROM commission_splits WHERE transaction_id = $1 AND user_id = $2 AND kind = $3',
    [deals[deal], user.userId, kind],
  );
  return `split:${row?.id}`;
}

async function adjustmentKey(user: TestUser, date: string) {
  const [row] = await t.database.query<{ id: number }>(
    'SELECT adjustment_id AS id FROM adjustments WHERE user_id = $1 AND adjustment_date = $2',
    [user.userId, date],
  );
  return `adjustment:${row?.id}`;
}

const noDeal = {
  late: false,
  product_id: null,
  product_name: null,
  transaction_id: null,
  customer_name: null,
  cash_collected: null,
  role_title: null,
  rate: null,
  corrects: null,
};

type Expected = { lines: () => Promise<StatementLine[]>; totals: StatementTotals };
type Case = [who: string, person: () => TestUser, month: string, expected: Expected];

const cases: Case[] = [
  [
    'Ava, March: product role, rate change mid-month, a February refund and adjustments',
    () => ava,
    '2026-03',
    {
      lines: async () => [
        {
          key: await splitKey('D2', ava, 'earned'),
          kind: 'commission',
          date: '2026-03-04',
          late: false,
          product_id: coaching,
          product_name: 'Coaching',
          transaction_id: deals['D2'] ?? 0,
          customer_name: 'Kim Lee',
          cash_collected: 1234.57,
          role_title: 'Senior Closer',
          rate: 0.125,
          amount: 154.32,
          explanation: 'Senior Closer 12.5 % of $1,234.57 collected on 2026-03-04',
          corrects: null,
        },
        {
          ...noDeal,
          key: await adjustmentKey(ava, '2026-03-05'),
          kind: 'adjustment',
          date: '2026-03-05',
          amount: -40.5,
          explanation: 'Clawback: Chargeback fee',
        },
        {
          key: await splitKey('D3', ava, 'earned'),
          kind: 'commission',
          date: '2026-03-10',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D3'] ?? 0,
          customer_name: 'Max Ray',
          cash_collected: 2000,
          role_title: 'Closer',
          rate: 0.1,
          amount: 200,
          explanation: 'Closer 10 % of $2,000.00 collected on 2026-03-10',
          corrects: null,
        },
        {
          key: await splitKey('D1', ava, 'reversal'),
          kind: 'clawback',
          date: '2026-03-12',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D1'] ?? 0,
          customer_name: 'Jo Smith',
          cash_collected: 3000,
          role_title: 'Closer',
          rate: 0.1,
          amount: -300,
          explanation: "Refund of Jo Smith's $3,000.00 deal of 2026-02-10: Closer 10 % taken back",
          corrects: { month: '2026-02', key: await splitKey('D1', ava, 'earned') },
        },
        {
          key: await splitKey('D4', ava, 'earned'),
          kind: 'commission',
          date: '2026-03-20',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D4'] ?? 0,
          customer_name: 'Noa Park',
          cash_collected: 2000,
          role_title: 'Closer',
          rate: 0.15,
          amount: 300,
          explanation: 'Closer 15 % of $2,000.00 collected on 2026-03-20',
          corrects: null,
        },
        {
          ...noDeal,
          key: await adjustmentKey(ava, '2026-03-31'),
          kind: 'adjustment',
          date: '2026-03-31',
          amount: 250,
          explanation: 'Bonus: March contest',
        },
      ],
      // 154.32 + 200.00 + 300.00 = 654.32; −300.00; −40.50 + 250.00 = 209.50 → 563.82
      totals: {
        commission: 654.32,
        clawbacks: -300,
        adjustments: 209.5,
        carried_in: 0,
        corrections: 0,
        balance: 563.82,
        payable: 563.82,
        carried_out: 0,
      },
    },
  ],
  [
    'Sam, March: a refund’s clawback exceeds the month’s commission',
    () => sam,
    '2026-03',
    {
      lines: async () => [
        {
          key: await splitKey('D3', sam, 'earned'),
          kind: 'commission',
          date: '2026-03-10',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D3'] ?? 0,
          customer_name: 'Max Ray',
          cash_collected: 2000,
          role_title: 'Setter',
          rate: 0.0333,
          amount: 66.6,
          explanation: 'Setter 3.33 % of $2,000.00 collected on 2026-03-10',
          corrects: null,
        },
        {
          key: await splitKey('D1', sam, 'reversal'),
          kind: 'clawback',
          date: '2026-03-12',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D1'] ?? 0,
          customer_name: 'Jo Smith',
          cash_collected: 3000,
          role_title: 'Setter',
          rate: 0.0333,
          amount: -99.9,
          explanation:
            "Refund of Jo Smith's $3,000.00 deal of 2026-02-10: Setter 3.33 % taken back",
          corrects: { month: '2026-02', key: await splitKey('D1', sam, 'earned') },
        },
      ],
      // 66.60 − 99.90 = −33.30: nothing payable, all of it carried out
      totals: {
        commission: 66.6,
        clawbacks: -99.9,
        adjustments: 0,
        carried_in: 0,
        corrections: 0,
        balance: -33.3,
        payable: 0,
        carried_out: -33.3,
      },
    },
  ],
  [
    'Sam, April: March’s negative balance carried in',
    () => sam,
    '2026-04',
    {
      lines: async () => [
        {
          ...noDeal,
          key: 'carry:2026-03',
          kind: 'carry_over',
          date: '2026-04-01',
          amount: -33.3,
          explanation: 'Negative balance carried from March 2026',
        },
        {
          key: await splitKey('D5', sam, 'earned'),
          kind: 'commission',
          date: '2026-04-02',
          late: false,
          product_id: course,
          product_name: 'Course',
          transaction_id: deals['D5'] ?? 0,
          customer_name: 'Lia Chen',
          cash_collected: 1000,
          role_title: 'Setter',
          rate: 0.0333,
          amount: 33.3,
          explanation: 'Setter 3.33 % of $1,000.00 collected on 2026-04-02',
          corrects: null,
        },
        {
          ...noDeal,
          key: await adjustmentKey(sam, '2026-04-15'),
          kind: 'adjustment',
          date: '2026-04-15',
          amount: 25,
          explanation: 'Bonus: Referral',
        },
      ],
      // −33.30 + 33.30 + 25.00 = 25.00
      totals: {
        commission: 33.3,
        clawbacks: 0,
        adjustments: 25,
        carried_in: -33.3,
        corrections: 0,
        balance: 25,
        payable: 25,
        carried_out: 0,
      },
    },
  ],
  [
    'Sam, May: a positive April carries nothing',
    () => sam,
    '2026-05',
    {
      lines: async () => [],
      totals: {
        commission: 0,
        clawbacks: 0,
        adjustments: 0,
        carried_in: 0,
        corrections: 0,
        balance: 0,
        payable: 0,
        carried_out: 0,
      },
    },
  ],
];

describe('statementOf: an open month from the money core', () => {
  it.each(cases)('%s', async (_who, person, month, expected) => {
    const statement = await statementOf(
      t.database.db,
      admin.organizationId,
      person().userId,
      month,
    );
    expect(statement).toMatchObject({
      statement_id: null,
      month,
      status: 'open',
      version: 1,
      user_id: person().userId,
      currency: 'USD',
      closed_at: null,
    });
    expect(statement.lines).toEqual(await expected.lines());
    expect(statement.totals).toEqual(expected.totals);
  });

  it('names the person as lists do', async () => {
    const statement = await statementOf(t.database.db, admin.organizationId, ava.userId, '2026-03');
    expect(statement.display_name).toBe('Ava Closer');
    expect(statement.email).toBe(ava.email);
  });

  it('does not know a person of another organization', async () => {
    const stranger = await t.createUser({ organizationName: 'Elsewhere' });
    await expect(
      statementOf(t.database.db, admin.organizationId, stranger.userId, '2026-03'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
