import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

let t: TestApp;
let f: FixtureOrg;

const april = { startDate: '2026-04-01', endDate: '2026-04-30' };
const bonus = { adjustment_date: '2026-04-10', amount: 125.5, reason: 'April spiff' };

const adjustmentsOf = (as: TestUser, userId: number) =>
  t.injectAs(as, { method: 'GET', url: `/api/adjustments/${userId}`, query: april });

async function commission(userId: number): Promise<number> {
  const response = await t.injectAs(f.admin, {
    method: 'GET',
    url: `/api/metrics/users/${userId}`,
    query: april,
  });
  return response.json().data.current.commission;
}

const create = (as: TestUser, userId: number, payload: Record<string, unknown>) =>
  t.injectAs(as, { method: 'POST', url: `/api/adjustments/${userId}`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('adjustments', () => {
  it('lets an admin add, change and remove a bonus, and the commission follows', async () => {
    const before = await commission(f.c.userId);

    const created = await create(f.admin, f.c.userId, bonus);
    expect(created.statusCode, created.body).toBe(201);
    const adjustment = created.json().data;
    expect(adjustment).toMatchObject({ ...bonus, user_id: f.c.userId, created_by: f.admin.userId });
    expect(await commission(f.c.userId)).toBeCloseTo(before + 125.5, 2);

    const listed = await adjustmentsOf(f.c, f.c.userId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { adjustment_id: number }) => row.adjustment_id)).toContain(
      adjustment.adjustment_id,
    );

    const url = `/api/adjustments/${f.c.userId}/${adjustment.adjustment_id}`;
    const changed = await t.injectAs(f.admin, { method: 'PATCH', url, payload: { amount: -40 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ amount: -40, reason: 'April spiff' });
    expect(await commission(f.c.userId)).toBeCloseTo(before - 40, 2);

    const removed = await t.injectAs(f.admin, { method: 'DELETE', url });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await commission(f.c.userId)).toBeCloseTo(before, 2);
    const again = await t.injectAs(f.admin, { method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    const [kept] = await t.database.query<{ deleted_by: number }>(
      'SELECT deleted_by FROM adjustments WHERE adjustment_id = $1',
      [adjustment.adjustment_id],
    );
    expect(kept?.deleted_by).toBe(f.admin.userId);
  });

  it('lists newest first within the range only', async () => {
    for (const adjustment_date of ['2026-04-02', '2026-04-20', '2026-05-01'])
      await create(f.admin, f.s.userId, { adjustment_date, amount: 10, reason: 'Ordered' });
    const listed = await adjustmentsOf(f.s, f.s.userId);
    expect(
      listed.json().data.map((row: { adjustment_date: string }) => row.adjustment_date),
    ).toEqual(['2026-04-20', '2026-04-02']);
  });

  it.each([
    ['the person themselves', () => f.c, 403],
    ['their manager', () => f.m, 403],
    ['another team’s manager', () => f.m2, 404],
  ])('refuses %s a change (%i)', async (_, who, status) => {
    const response = await create(who(), f.c.userId, bonus);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('answers 404 for an adjustment of someone else', async () => {
    const created = await create(f.admin, f.s.userId, bonus);
    const id = created.json().data.adjustment_id;
    const response = await t.injectAs(f.admin, {
      method: 'PATCH',
      url: `/api/adjustments/${f.c.userId}/${id}`,
      payload: { amount: 1 },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['a blank reason', { ...bonus, reason: '   ' }, /reason/],
    ['no reason', { adjustment_date: '2026-04-10', amount: 5 }, /reason/],
    ['an amount of 0', { ...bonus, amount: 0 }, /amount/],
    ['fractions of a cent', { ...bonus, amount: 1.234 }, /amount/],
    ['an amount as text', { ...bonus, amount: '12' }, /amount/],
    ['an impossible date', { ...bonus, adjustment_date: '2026-02-30' }, /adjustment_date/],
    ['an unknown field', { ...bonus, approved: true }, /approved|unrecognized/i],
  ])('answers 400 naming the field for %s', async (_, payload, field) => {
    const response = await create(f.admin, f.c.userId, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('answers 400 for an empty change and for a reversed range', async () => {
    const created = await create(f.admin, f.c.userId, bonus);
    const empty = await t.injectAs(f.admin, {
      method: 'PATCH',
      url: `/api/adjustments/${f.c.userId}/${created.json().data.adjustment_id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const reversed = await t.injectAs(f.c, {
      method: 'GET',
      url: `/api/adjustments/${f.c.userId}`,
      query: { startDate: '2026-04-30', endDate: '2026-04-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/endDate/);
  });
});
