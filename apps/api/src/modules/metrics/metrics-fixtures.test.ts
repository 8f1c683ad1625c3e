import { shareTokenHeader } from '@salesdash/api-contract';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

/*
 * Every figure below is counted by hand from fixture-org.ts. March 2026 against February
 * (previous-period rule: a range inside one month moves back a month, Mar 31 → Feb 28).
 */

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };

async function metrics(as: TestUser | string, path: string, query = march) {
  const options = { method: 'GET' as const, url: `/api/metrics/${path}`, query };
  const response =
    typeof as === 'string'
      ? await t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
      : await t.injectAs(as, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/metrics/users/:id on the fixture organization', () => {
  it('gives closer C every field, previous and difference as counted by hand', async () => {
    const data = await metrics(f.c, `users/${f.c.userId}`);
    expect(data.range).toEqual({
      current: march,
      previous: { startDate: '2026-02-01', endDate: '2026-02-28' },
    });
    expect(data.current).toEqual({
      // Approved only: the refund, the pending and the rejected sale are out; Q counts.
      newCash: 1223.45,
      paymentPlans: 500,
      revenue: 3223.45,
      totalCash: 1723.45,
      // 100 + 50 + (200 − 200 refunded) + 10 + 12.35 in splits, + 50 bonus (Apr 1 clawback out).
      commission: 222.35,
      closedDeals: 3,
      // Mar 1 00:30 local and Mar 31 23:30 local (Apr 1 in UTC) are in; Feb 28 23:30 is not.
      totalCalls: 7,
      takenCalls: 3,
      noshowCalls: 1,
      cancelledCalls: 1,
      notUpdatedCalls: 1,
      showRate: 0.75,
      closeRateTotal: 3 / 7,
      closeRateTaken: 1,
      collectedPerBooking: 246.21,
      collectedPerTaken: 574.48,
      messageSent: 1,
      callsMade: 2,
      callsAnswered: 1,
      avgDuration: 120,
      apptsPerDay: 7 / 31,
      transactionsPerDay: 4 / 31,
    });
    expect(data.previous).toEqual({
      newCash: 800,
      paymentPlans: 0,
      revenue: 800,
      totalCash: 800,
      commission: 80,
      closedDeals: 1,
      totalCalls: 1,
      takenCalls: 0,
      noshowCalls: 1,
      cancelledCalls: 0,
      notUpdatedCalls: 0,
      showRate: 0,
      closeRateTotal: 1,
      closeRateTaken: 0,
      collectedPerBooking: 800,
      collectedPerTaken: 0,
      messageSent: 0,
      callsMade: 1,
      callsAnswered: 1,
      avgDuration: 60,
      apptsPerDay: 1 / 28,
      transactionsPerDay: 1 / 28,
    });
    expect(data.difference).toEqual({
      cash: {
        newCash: (1223.45 - 800) / 800,
        paymentPlans: null,
        revenue: (3223.45 - 800) / 800,
        totalCash: (1723.45 - 800) / 800,
        commission: (222.35 - 80) / 80,
        closedDeals: 2,
      },
      appointments: {
        totalCalls: 6,
        cancelledCalls: null,
        noshowCalls: 0,
        takenCalls: null,
        notUpdatedCalls: null,
        showRate: null,
      },
      closeRates: {
        closeRateTotal: 3 / 7 - 1,
        closeRateTaken: null,
        collectedPerBooking: (246.21 - 800) / 800,
        collectedPerTaken: null,
      },
      outbound: { messageSent: null, callsMade: 1, callsAnswered: 0, avgDuration: 1 },
    });
    expect(data.explain.showRate).toEqual({
      numerator: 3,
      denominator: 4,
      formula: 'Show rate = 3 taken ÷ 4 (taken + no-show)',
    });
    expect(data.explain.collectedPerBooking).toEqual({
      numerator: 1723.45,
      denominator: 7,
      formula:
        'Collected per booking = $1,723.45 total cash (the closer’s) ÷ 7 booked calls (closer’s or setter’s)',
    });
    expect(data.explain.transactionsPerDay.formula).toBe(
      'Transactions per day = 4 approved transactions ÷ 31 days',
    );
  });

  it('credits setter S with the calls they set and their own split, not the closer’s cash', async () => {
    const data = await metrics(f.s, `users/${f.s.userId}`);
    expect(data.current).toMatchObject({
      newCash: 0,
      totalCash: 0,
      closedDeals: 0,
      // 50 + 25 + (100 − 100) + 5 + 6.17
      commission: 86.17,
      totalCalls: 8,
      takenCalls: 4,
      noshowCalls: 1,
      showRate: 0.8,
      closeRateTotal: 0,
      collectedPerBooking: 0,
      callsMade: 1,
      avgDuration: 300,
    });
    expect(data.previous).toMatchObject({ commission: 25, totalCalls: 1, noshowCalls: 1 });
  });

  it('answers a range across months, previous being the same length before it', async () => {
    const data = await metrics(f.m, `users/${f.c.userId}`, {
      startDate: '2026-02-20',
      endDate: '2026-03-10',
    });
    expect(data.range.previous).toEqual({ startDate: '2026-02-01', endDate: '2026-02-19' });
    expect(data.current).toMatchObject({
      newCash: 1100,
      revenue: 3100,
      commission: 110,
      closedDeals: 2,
      totalCalls: 4,
      takenCalls: 2,
      noshowCalls: 2,
      showRate: 0.5,
      messageSent: 1,
      callsMade: 3,
      callsAnswered: 2,
      avgDuration: 90,
      apptsPerDay: 4 / 19,
    });
    expect(data.previous).toMatchObject({ newCash: 800, commission: 80, totalCalls: 0 });
    expect(data.difference.appointments.totalCalls).toBeNull();
  });

  it('is the same for the person, their manager, an admin and their share link', async () => {
    const own = await metrics(f.c, `users/${f.c.userId}`);
    expect(await metrics(f.m, `users/${f.c.userId}`)).toEqual(own);
    expect(await metrics(f.admin, `users/${f.c.userId}`)).toEqual(own);
    expect(
      await metrics(await t.shareToken(f.m, 'employee', f.c.userId), `users/${f.c.userId}`),
    ).toEqual(own);
  });

  it('counts a call still scheduled as not updated once its time has passed, today included', async () => {
    const zone = 'America/New_York';
    const now = DateTime.now().setZone(zone);
    const sinceMidnight = now.diff(now.startOf('day')).as('milliseconds');
    const calls = [
      now.minus({ days: 1 }), // yesterday: not updated
      now.minus({ milliseconds: Math.min(60_000, sinceMidnight / 2) }), // earlier today: not updated
      now.plus({ hours: 2 }), // later: not yet
    ];
    for (const at of calls)
      await t.database.query(
        `INSERT INTO appointments (organization_id, user_id, product_id, call_date, appointment_status)
         VALUES ($1, $2, $3, $4, 'scheduled')`,
        [f.d.organizationId, f.d.userId, f.p, at.toUTC().toISO()],
      );
    const range = {
      startDate: now.minus({ days: 1 }).toISODate() ?? '',
      endDate: now.plus({ days: 1 }).toISODate() ?? '',
    };
    for (const path of [`users/${f.d.userId}`, `products/${f.p}`]) {
      const data = await metrics(f.admin, path, range);
      expect(data.current.notUpdatedCalls, path).toBe(2);
    }
  });

  it('answers 400 naming the field for a reversed or invalid range', async () => {
    const reversed = await t.injectAs(f.c, {
      method: 'GET',
      url: `/api/metrics/users/${f.c.userId}`,
      query: { startDate: '2026-03-31', endDate: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/endDate/);
    const invalid = await t.injectAs(f.c, {
      method: 'GET',
      url: `/api/metrics/users/${f.c.userId}`,
      query: { startDate: '2026-02-30', endDate: '2026-03-01' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/startDate/);
  });
});

describe('GET /api/metrics/products/:id on the fixture organization', () => {
  it('shows an admin the whole organization’s records on the product', async () => {
    const data = await metrics(f.admin, `products/${f.p}`);
    expect(data.current).toMatchObject({
      newCash: 1723.45,
      paymentPlans: 500,
      totalCash: 2223.45,
      revenue: 3723.45,
      closedDeals: 3,
      // Every payee's splits on the product's sales: 150 + 75 + 0 + 60 + 18.52; no adjustments.
      commission: 303.52,
      totalCalls: 8,
      takenCalls: 3,
      noshowCalls: 2,
      cancelledCalls: 1,
      notUpdatedCalls: 1,
      showRate: 0.6,
      messageSent: 1,
      callsMade: 4,
      callsAnswered: 3,
      avgDuration: 520 / 3,
      transactionsPerDay: 4 / 31,
    });
    expect(data.previous).toMatchObject({ newCash: 800, commission: 80, totalCalls: 1 });
  });

  it('shows a manager their team’s records on the product, and so does their share link', async () => {
    const data = await metrics(f.m, `products/${f.p}`);
    expect(data.current).toMatchObject({
      newCash: 1123.45,
      paymentPlans: 500,
      totalCash: 1623.45,
      revenue: 3123.45,
      closedDeals: 2,
      commission: 243.52,
      // A call counts when its closer or its setter is in the team (S set D's call).
      totalCalls: 7,
      takenCalls: 3,
      noshowCalls: 1,
      callsMade: 3,
      callsAnswered: 2,
      avgDuration: 210,
    });
    expect(await metrics(await t.shareToken(f.m, 'product', f.p), `products/${f.p}`)).toEqual(data);
    const otherTeam = await metrics(f.m2, `products/${f.p}`);
    expect(otherTeam.current).toMatchObject({ newCash: 600, commission: 60, totalCalls: 2 });
  });

  it('answers zeros, not errors, for a product with nothing in range', async () => {
    const data = await metrics(f.admin, `products/${f.q}`, {
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    expect(Object.values(data.current).every((value) => value === 0)).toBe(true);
    expect(data.difference.cash.newCash).toBeNull();
  });
});
