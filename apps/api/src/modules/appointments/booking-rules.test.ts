import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/realtime-event.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

/*
 * Nobody puts a call or a deal into someone else's figures unseen
 * (docs/decisions/0023-calls-and-deals-name-two-people.md). A booking or a commission request
 * needs one of its two people (or their manager, or an admin); the setter named on a call may
 * decline it; an admin may delete a call; each is announced.
 */

let t: TestApp;
let f: FixtureOrg;
let published: RealtimeEvent[] = [];

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  t.app.realtimeEvents.subscribe((events) => published.push(...events));
}, 60_000);

afterAll(async () => {
  await t.close();
});

function book(as: TestUser, closer: TestUser, setter: TestUser | null, day = '2026-03-20') {
  return t.injectAs(as, {
    method: 'POST',
    url: '/api/appointments',
    payload: {
      user_id: closer.userId,
      ...(setter ? { setter_id: setter.userId } : {}),
      product_id: f.p,
      lead_name: 'Rule Lead',
      call_date: `${day}T15:00:00Z`,
    },
  });
}

async function bookedId(as: TestUser, closer: TestUser, setter: TestUser | null): Promise<number> {
  const response = await book(as, closer, setter);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { appointment_id: number } }>().data.appointment_id;
}

async function calls(userId: number): Promise<number> {
  const response = await t.injectAs(f.admin, {
    method: 'GET',
    url: `/api/metrics/users/${userId}`,
    query: march,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.current.totalCalls;
}

async function listedCallIds(as: TestUser, userId: number): Promise<number[]> {
  const response = await t.injectAs(as, {
    method: 'GET',
    url: `/api/appointments/users/${userId}`,
    query: { ...march, limit: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: { appointments: { appointment_id: number }[] } }>()
    .data.appointments.map((call) => call.appointment_id);
}

/** The `appointment:changed` payloads published since the last call. */
function callEvents(): { appointment_id: number; setter_id: number | null; change: string }[] {
  const events = published.filter((event) => event.name === 'appointment:changed');
  published = [];
  return events.map((event) => event.payload as never);
}

describe('who may book a call', () => {
  // C and S are M's closer and setter, D is M2's closer.
  it.each([
    ['a closer for themselves with their team’s setter', () => [f.c, f.c, f.s], 201],
    ['a closer for themselves with another team’s person', () => [f.c, f.c, f.d], 201],
    ['a setter for another team’s closer', () => [f.s, f.d, f.s], 201],
    ['a closer for another closer, naming a setter', () => [f.c, f.d, f.s], 404],
    ['a closer for another closer, naming nobody', () => [f.c, f.d, null], 404],
    ['a manager for their closer with another team’s setter', () => [f.m, f.c, f.d], 201],
    ['a manager for a setter of their team', () => [f.m, f.d, f.s], 201],
    ['a manager for two people of another team', () => [f.m, f.d, null], 404],
    ['an admin for anyone', () => [f.admin, f.d, f.s], 201],
  ] satisfies [string, () => [TestUser, TestUser, TestUser | null], number][])(
    '%s answers %i',
    async (_, who, status) => {
      const [as, closer, setter] = who();
      const response = await book(as, closer, setter);
      expect(response.statusCode, response.body).toBe(status);
    },
  );

  it('refuses a counterpart who is not an active member, naming the field', async () => {
    const gone = await t.createUser({ organizationName: 'Fixture Sales', isActive: false });
    const outsider = await t.createUser({ organizationName: 'Elsewhere' });
    for (const setter of [gone, outsider]) {
      const response = await book(f.c, f.c, setter);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('setter_id');
    }
  });
});

describe('who may request commission', () => {
  const request = (as: TestUser, setter: TestUser) =>
    t.injectAs(as, {
      method: 'POST',
      url: '/api/transactions/employee',
      payload: {
        product_id: f.p,
        setter_id: setter.userId,
        customer_name: 'Rule Customer',
        amount: 500,
        transaction_type: 'new',
        transaction_date: '2026-03-10',
      },
    });

  it('lets the closer name a setter of another team, who is told', async () => {
    const response = await request(f.c, f.d);
    expect(response.statusCode, response.body).toBe(201);
    const notices = await t.injectAs(f.d, { method: 'GET', url: '/api/notifications' });
    expect(notices.json().data.notifications[0]).toMatchObject({ type: 'transaction:named' });
  });

  it('refuses a setter outside the organization, naming the field', async () => {
    const outsider = await t.createUser({ organizationName: 'Elsewhere else' });
    const response = await request(f.c, outsider);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('setter_id');
  });
});

describe('declining a call', () => {
  it('takes the setter off the call and out of their figures, and is announced', async () => {
    const id = await bookedId(f.c, f.c, f.s);
    const [setterBefore, closerBefore] = [await calls(f.s.userId), await calls(f.c.userId)];
    callEvents();
    const response = await t.injectAs(f.s, {
      method: 'POST',
      url: `/api/appointments/decline/${id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ appointment_id: id, setter_id: null });
    expect(callEvents()).toEqual([
      expect.objectContaining({ appointment_id: id, setter_id: null, change: 'updated' }),
    ]);
    expect(await calls(f.s.userId)).toBe(setterBefore - 1);
    expect(await calls(f.c.userId)).toBe(closerBefore);
    expect(await listedCallIds(f.s, f.s.userId)).not.toContain(id);
    expect(await listedCallIds(f.c, f.c.userId)).toContain(id);
  });

  it.each([
    ['its closer', () => f.c, 403],
    ['the setter’s manager', () => f.m, 403],
    ['an admin', () => f.admin, 403],
    ['another team’s manager', () => f.m2, 404],
  ])('is refused to %s (%i)', async (_, who, status) => {
    const id = await bookedId(f.c, f.c, f.s);
    const response = await t.injectAs(who(), {
      method: 'POST',
      url: `/api/appointments/decline/${id}`,
    });
    expect(response.statusCode, response.body).toBe(status);
  });

  it('is not found once declined', async () => {
    const id = await bookedId(f.c, f.c, f.s);
    const decline = () =>
      t.injectAs(f.s, { method: 'POST', url: `/api/appointments/decline/${id}` });
    expect((await decline()).statusCode).toBe(200);
    expect((await decline()).statusCode).toBe(404);
  });
});

describe('deleting a call', () => {
  it('takes it out of every list and figure, keeps the row, and is announced', async () => {
    const id = await bookedId(f.c, f.c, f.s);
    await t.injectAs(f.c, {
      method: 'POST',
      url: `/api/appointments/status/${id}`,
      payload: { appointment_status: 'no_show' },
    });
    const [closerBefore, setterBefore] = [await calls(f.c.userId), await calls(f.s.userId)];
    callEvents();
    const response = await t.injectAs(f.admin, {
      method: 'DELETE',
      url: `/api/appointments/${id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ appointment_id: id });
    expect(callEvents()).toEqual([
      expect.objectContaining({ appointment_id: id, change: 'deleted' }),
    ]);
    expect(await calls(f.c.userId)).toBe(closerBefore - 1);
    expect(await calls(f.s.userId)).toBe(setterBefore - 1);
    expect(await listedCallIds(f.admin, f.c.userId)).not.toContain(id);
    const [kept] = await t.database.query<{ deleted_by: number }>(
      'SELECT deleted_by FROM appointments WHERE appointment_id = $1 AND deleted_at IS NOT NULL',
      [id],
    );
    expect(kept?.deleted_by).toBe(f.admin.userId);
    const statusAfter = await t.injectAs(f.c, {
      method: 'POST',
      url: `/api/appointments/status/${id}`,
      payload: { appointment_status: 'taken' },
    });
    expect(statusAfter.statusCode).toBe(404);
    const again = await t.injectAs(f.admin, { method: 'DELETE', url: `/api/appointments/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['its closer', () => f.c, 403],
    ['the closer’s manager', () => f.m, 403],
    ['another team’s manager', () => f.m2, 404],
  ])('is refused to %s (%i)', async (_, who, status) => {
    const id = await bookedId(f.c, f.c, f.s);
    const response = await t.injectAs(who(), { method: 'DELETE', url: `/api/appointments/${id}` });
    expect(response.statusCode, response.body).toBe(status);
  });
});
