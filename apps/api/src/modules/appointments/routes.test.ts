import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

let t: TestApp;
let f: FixtureOrg;
let callOfC: number;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };

async function setStatus(as: TestUser, id: number, payload: Record<string, unknown>) {
  return t.injectAs(as, { method: 'POST', url: `/api/appointments/status/${id}`, payload });
}

async function takenCalls(as: TestUser, userId: number): Promise<number> {
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `/api/metrics/users/${userId}`,
    query: march,
  });
  return response.json().data.current.takenCalls;
}

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  // A March call of closer C, set by S: C's manager is M; S's manager is M too, D's is M2.
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, lead_name, call_date, appointment_status)
     VALUES ($1, $2, $3, $4, 'Lee Lead', '2026-03-12T15:00:00Z', 'scheduled') RETURNING appointment_id AS id`,
    [f.c.organizationId, f.c.userId, f.s.userId, f.p],
  );
  callOfC = row?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('POST /api/appointments/status/:id', () => {
  it('lets the closer mark the call taken, and the metrics count it', async () => {
    const before = await takenCalls(f.c, f.c.userId);
    const response = await setStatus(f.c, callOfC, { appointment_status: 'taken' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ appointment_id: callOfC, appointment_status: 'taken' });
    expect(await takenCalls(f.c, f.c.userId)).toBe(before + 1);
  });

  it.each([
    ['the closer’s manager', () => f.m, 200],
    ['an admin', () => f.admin, 200],
    ['the setter (sees the call, is not its closer)', () => f.s, 403],
    ['another team’s manager', () => f.m2, 404],
    ['another team’s closer', () => f.d, 404],
  ])('answers %s with %i', async (_, who, status) => {
    const response = await setStatus(who(), callOfC, { appointment_status: 'no_show' });
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each([
    ['an unknown status', { appointment_status: 'won' }, 'appointment_status'],
    ['no status', {}, 'appointment_status'],
    ['an extra field', { appointment_status: 'taken', user_id: 1 }, 'user_id'],
  ])('refuses %s with a 400 naming the field', async (_, payload, field) => {
    const response = await setStatus(f.c, callOfC, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('does not find a call that does not exist', async () => {
    const response = await setStatus(f.admin, 2_000_000, { appointment_status: 'taken' });
    expect(response.statusCode).toBe(404);
  });
});
