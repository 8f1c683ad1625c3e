import { shareTokenHeader } from '@salesdash/api-contract';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { historyMonthsUpTo } from '../../../domain/metrics/index.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../../testing/fixture-org.ts';

/*
 * The fixture's records lie in Feb–Apr 2026; the clock is pinned to 2026-11-23 so the last 12
 * months (Dec 2025 – Nov 2026) hold them whenever the test runs. Only Date is faked: the
 * database and the app's timers keep running.
 */
const today = new Date('2026-11-23T15:00:00Z');

let t: TestApp;
let f: FixtureOrg;

type HistoryRow = { month: string; total_commission: number };

async function history(as: TestUser | string, path: string): Promise<HistoryRow[]> {
  const options = { method: 'GET' as const, url: `/api/transactions/${path}` };
  const response =
    typeof as === 'string'
      ? await t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
      : await t.injectAs(as, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function commissionOf(as: TestUser, path: string, month: string): Promise<number> {
  const start = DateTime.fromISO(`${month}-01`);
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `/api/metrics/${path}`,
    query: { startDate: start.toISODate() ?? '', endDate: start.endOf('month').toISODate() ?? '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.current.commission;
}

const monthOf = (rows: HistoryRow[], month: string) =>
  rows.find((row) => row.month === month)?.total_commission;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: today });
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('historyMonthsUpTo', () => {
  it.each([
    ['2026-11-23T15:00:00Z', 'America/New_York', '2025-12', '2026-11'],
    // 03:00 UTC on Dec 1 is still November in New York, already December in Tokyo.
    ['2026-12-01T03:00:00Z', 'America/New_York', '2025-12', '2026-11'],
    ['2026-12-01T03:00:00Z', 'Asia/Tokyo', '2026-01', '2026-12'],
    ['2027-01-15T12:00:00Z', 'UTC', '2026-02', '2027-01'],
  ])('at %s in %s spans %s to %s', (now, zone, first, last) => {
    const months = historyMonthsUpTo(DateTime.fromISO(now), zone);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(first);
    expect(months[11]).toBe(last);
    expect(new Set(months).size).toBe(12);
  });
});

describe('GET /api/transactions/history/:id', () => {
  it('answers the last 12 months oldest first, empty months as 0', async () => {
    const rows = await history(f.c, `history/${f.c.userId}`);
    expect(rows.map((row) => row.month)).toEqual(
      historyMonthsUpTo(DateTime.fromJSDate(today), 'America/New_York'),
    );
    expect(monthOf(rows, '2025-12')).toBe(0);
    expect(monthOf(rows, '2026-11')).toBe(0);
    // Hand-counted like the metrics fixture: March's splits and bonus, April's clawback.
    expect(monthOf(rows, '2026-03')).toBe(222.35);
    expect(monthOf(rows, '2026-04')).toBe(-20);
  });

  it('equals the commission card of every month, to the cent', async () => {
    for (const person of [f.c, f.s, f.d]) {
      const rows = await history(f.admin, `history/${person.userId}`);
      for (const row of rows.filter((_, index) => index >= 2 && index <= 5)) {
        expect(row.total_commission, `${person.userId} ${row.month}`).toBe(
          await commissionOf(f.admin, `users/${person.userId}`, row.month),
        );
      }
    }
  });

  it('answers all zeros for a person without commission', async () => {
    const rows = await history(f.m, `history/${f.m.userId}`);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.total_commission === 0)).toBe(true);
  });

  it('reads through the share link of that person', async () => {
    const token = await t.shareToken(f.c, 'employee', f.c.userId);
    expect(monthOf(await history(token, `history/${f.c.userId}`), '2026-03')).toBe(222.35);
  });

  it('refuses an id that is not a positive integer, naming the field', async () => {
    const response = await t.injectAs(f.admin, {
      method: 'GET',
      url: '/api/transactions/history/abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
  });
});

describe('GET /api/transactions/product-history/:id', () => {
  it('counts the whole organization for an admin and only the team for a manager', async () => {
    const months = ['2026-02', '2026-03'];
    const admin = await history(f.admin, `product-history/${f.p}`);
    const manager = await history(f.m, `product-history/${f.p}`);
    for (const month of months) {
      expect(monthOf(admin, month)).toBe(await commissionOf(f.admin, `products/${f.p}`, month));
      expect(monthOf(manager, month)).toBe(await commissionOf(f.m, `products/${f.p}`, month));
    }
    // Closer D (manager M2's team) sold $600 on P in March: 10 % is the difference.
    expect(monthOf(admin, '2026-03')).toBeCloseTo((monthOf(manager, '2026-03') ?? 0) + 60, 2);
  });
});
