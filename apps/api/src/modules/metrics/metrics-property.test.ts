import { previousRange, type DateRange } from '@salesdash/util-period';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { createNotificationService } from '../notifications/service.ts';
import { quietUnitOfWork } from '../../testing/quiet-unit-of-work.ts';
import { createCommissionService } from '../transactions/status/service.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

/*
 * Property: for random ranges and scopes, the endpoints' totals equal sums computed here
 * independently, in plain TypeScript over every row of the organization: local dates by luxon,
 * scopes by the rule as the product rules (docs/product-rules.md#metrics) and the policy state it
 * (not by the SQL scope filter).
 */

const zone = 'America/New_York';
let t: TestApp;
let f: FixtureOrg;

type Rows = {
  managerOf: Map<number, number | null>;
  transactions: {
    user_id: number;
    product_id: number;
    transaction_type: string;
    amount_cents: string;
    contract_value_cents: string;
    transaction_date: string;
  }[];
  splits: { user_id: number; product_id: number; amount_cents: string; split_date: string }[];
  adjustments: { user_id: number; amount_cents: string; adjustment_date: string }[];
  appointments: {
    user_id: number;
    setter_id: number | null;
    product_id: number;
    call_date: string;
    appointment_status: string;
  }[];
  outbound: {
    user_id: number;
    product_id: number | null;
    type: string;
    answered: boolean;
    created_at: string;
  }[];
};
let rows: Rows;

/** Adds random sales (approved through the money core), calls and outbound around the fixture. */
async function addRandomRecords(): Promise<void> {
  const random = seededRandom(4242);
  const commission = createCommissionService(
    quietUnitOfWork(t.database),
    createNotificationService(t.database),
  );
  const people = [f.c, f.s, f.d, f.m];
  const day = () => DateTime.fromISO('2026-01-01', { zone }).plus({ days: random.int(0, 120) });
  for (let index = 0; index < 60; index += 1) {
    const closer = random.pick(people);
    const setter = random.chance(0.6) ? random.pick(people) : null;
    const isNew = random.chance(0.6);
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING transaction_id AS id`,
      [
        f.admin.organizationId,
        closer.userId,
        setter?.userId ?? null,
        random.pick([f.p, f.q]),
        random.int(100, 500_000),
        isNew ? random.int(100, 900_000) : 0,
        isNew ? 'new' : 'payment_plan',
        day().toISODate(),
      ],
    );
    if (row && random.chance(0.7)) {
      await commission.changeStatus(f.admin.organizationId, row.id, 'approved');
      if (random.chance(0.15))
        await commission.changeStatus(f.admin.organizationId, row.id, 'refunded');
    }
  }
  const statuses = ['scheduled', 'taken', 'no_show', 'cancelled', 'rescheduled'];
  for (let index = 0; index < 120; index += 1) {
    const at = day().plus({ minutes: random.int(0, 24 * 60 - 1) });
    await t.database.query(
      `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        f.admin.organizationId,
        random.pick(people).userId,
        random.chance(0.7) ? random.pick(people).userId : null,
        random.pick([f.p, f.q]),
        at.toISO(),
        random.pick(statuses),
      ],
    );
    const call = random.chance(0.5);
    const answered = call && random.chance(0.5);
    await t.database.query(
      `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        f.admin.organizationId,
        random.pick(people).userId,
        random.chance(0.9) ? random.pick([f.p, f.q]) : null,
        call ? 'call' : 'message',
        answered,
        answered ? random.int(1, 900) : 0,
        at.toISO(),
      ],
    );
  }
}

async function loadRows(): Promise<Rows> {
  const org = [f.admin.organizationId];
  const users = await t.database.query<{ user_id: number; manager_id: number | null }>(
    'SELECT user_id, manager_id FROM users WHERE organization_id = $1',
    org,
  );
  return {
    managerOf: new Map(users.map((user) => [user.user_id, user.manager_id])),
    transactions: await t.database.query(
      `SELECT user_id, product_id, transaction_type, amount_cents::text, contract_value_cents::text, transaction_date::text
       FROM transactions WHERE organization_id = $1 AND transaction_status = 'approved'`,
      org,
    ),
    splits: await t.database.query(
      `SELECT s.user_id, t.product_id, s.amount_cents::text, s.split_date::text
       FROM commission_splits s JOIN transactions t USING (transaction_id) WHERE s.organization_id = $1`,
      org,
    ),
    adjustments: await t.database.query(
      'SELECT user_id, amount_cents::text, adjustment_date::text FROM adjustments WHERE organization_id = $1',
      org,
    ),
    appointments: (
      await t.database.query<Rows['appointments'][number] & { call_date: Date | string }>(
        'SELECT user_id, setter_id, product_id, call_date, appointment_status FROM appointments WHERE organization_id = $1',
        org,
      )
    ).map((row) => ({ ...row, call_date: new Date(row.call_date).toISOString() })),
    outbound: (
      await t.database.query<Rows['outbound'][number] & { created_at: Date | string }>(
        'SELECT user_id, product_id, type, answered, created_at FROM outbound_records WHERE organization_id = $1',
        org,
      )
    ).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
  };
}

type Scope = {
  label: string;
  viewer: TestUser;
  path: string;
  person: (id: number | null) => boolean;
  productId: number | null;
};

const localDay = (iso: string) => DateTime.fromISO(iso, { zone }).toISODate() ?? '';
const inRange = (day: string, range: DateRange) => day >= range.startDate && day <= range.endDate;
const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0);

/** The totals a range should have, from the rows alone. */
function expected(scope: Scope, range: DateRange) {
  const product = (id: number | null) => scope.productId === null || id === scope.productId;
  const deals = rows.transactions.filter(
    (row) =>
      scope.person(row.user_id) && product(row.product_id) && inRange(row.transaction_date, range),
  );
  const isNew = deals.filter((row) => row.transaction_type === 'new');
  const calls = rows.appointments.filter(
    (row) =>
      (scope.person(row.user_id) || scope.person(row.setter_id)) &&
      product(row.product_id) &&
      inRange(localDay(row.call_date), range),
  );
  const outbound = rows.outbound.filter(
    (row) =>
      scope.person(row.user_id) &&
      product(row.product_id) &&
      inRange(localDay(row.created_at), range),
  );
  const splits = rows.splits.filter(
    (row) => scope.person(row.user_id) && product(row.product_id) && inRange(row.split_date, range),
  );
  const adjustments =
    scope.productId === null
      ? rows.adjustments.filter(
          (row) => scope.person(row.user_id) && inRange(row.adjustment_date, range),
        )
      : [];
  const now = new Date().toISOString();
  return {
    newCash: sum(isNew.map((row) => row.amount_cents)),
    paymentPlans: sum(
      deals.filter((row) => row.transaction_type === 'payment_plan').map((row) => row.amount_cents),
    ),
    revenue: sum(isNew.map((row) => row.contract_value_cents)),
    totalCash: sum(deals.map((row) => row.amount_cents)),
    commission: sum([...splits, ...adjustments].map((row) => row.amount_cents)),
    closedDeals: isNew.length,
    transactions: deals.length,
    totalCalls: calls.length,
    takenCalls: calls.filter((row) => row.appointment_status === 'taken').length,
    noshowCalls: calls.filter((row) => row.appointment_status === 'no_show').length,
    cancelledCalls: calls.filter((row) => row.appointment_status === 'cancelled').length,
    notUpdatedCalls: calls.filter(
      (row) => row.appointment_status === 'scheduled' && row.call_date < now,
    ).length,
    messageSent: outbound.filter((row) => row.type === 'message').length,
    callsMade: outbound.filter((row) => row.type === 'call').length,
    callsAnswered: outbound.filter((row) => row.type === 'call' && row.answered).length,
  };
}

/** The answer's figures in the same units (cents, counts). */
function answered(values: Record<string, number>, days: number) {
  const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);
  return {
    newCash: cents(values['newCash']),
    paymentPlans: cents(values['paymentPlans']),
    revenue: cents(values['revenue']),
    totalCash: cents(values['totalCash']),
    commission: cents(values['commission']),
    closedDeals: values['closedDeals'],
    transactions: Math.round((values['transactionsPerDay'] ?? 0) * days),
    totalCalls: values['totalCalls'],
    takenCalls: values['takenCalls'],
    noshowCalls: values['noshowCalls'],
    cancelledCalls: values['cancelledCalls'],
    notUpdatedCalls: values['notUpdatedCalls'],
    messageSent: values['messageSent'],
    callsMade: values['callsMade'],
    callsAnswered: values['callsAnswered'],
  };
}

let scopes: Scope[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  await addRandomRecords();
  rows = await loadRows();
  const team = (managerId: number) => (id: number | null) =>
    id !== null && (id === managerId || rows.managerOf.get(id) === managerId);
  const anyone = (id: number | null) => id !== null;
  const only = (userId: number) => (id: number | null) => id === userId;
  scopes = [
    ...[f.c, f.s, f.d, f.m].map((user) => ({
      label: `user ${user.userId}`,
      viewer: f.admin,
      path: `users/${user.userId}`,
      person: only(user.userId),
      productId: null,
    })),
    ...[f.p, f.q].flatMap((productId) => [
      {
        label: `product ${productId} as admin`,
        viewer: f.admin,
        path: `products/${productId}`,
        person: anyone,
        productId,
      },
      {
        label: `product ${productId} as M`,
        viewer: f.m,
        path: `products/${productId}`,
        person: team(f.m.userId),
        productId,
      },
      {
        label: `product ${productId} as M2`,
        viewer: f.m2,
        path: `products/${productId}`,
        person: team(f.m2.userId),
        productId,
      },
    ]),
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('metrics totals', () => {
  it('equal the sums of the rows, for random ranges and scopes', async () => {
    const first = DateTime.fromISO('2025-12-01');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: scopes.length - 1 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 75 }),
        async (scopeIndex, offset, length) => {
          const scope = scopes[scopeIndex];
          if (!scope) throw new Error('no scope');
          const start = first.plus({ days: offset });
          const range = {
            startDate: start.toISODate() ?? '',
            endDate: start.plus({ days: length }).toISODate() ?? '',
          };
          const response = await t.injectAs(scope.viewer, {
            method: 'GET',
            url: `/api/metrics/${scope.path}`,
            query: range,
          });
          expect(response.statusCode, response.body).toBe(200);
          const { current, previous } = response.json().data;
          const before = previousRange(range);
          const days = (r: DateRange) =>
            DateTime.fromISO(r.endDate).diff(DateTime.fromISO(r.startDate), 'days').days + 1;
          expect(answered(current, days(range)), scope.label).toEqual(expected(scope, range));
          expect(answered(previous, days(before)), scope.label).toEqual(expected(scope, before));
        },
      ),
      { seed: 20_261_123, numRuns: 60 },
    );
  }, 120_000);
});
