import { realtimeEventSchemas } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../testing/build-test-app.ts';
import {
  connectAs,
  listeningUrl,
  nextEvent,
  recordEvents,
  settle,
  type ClientSocket,
} from '../testing/socket-client.ts';
import type { RealtimeEvent } from './realtime-event.ts';

/*
 * Services announce what they changed after their transaction commits; a change that fails
 * (and so rolls back) announces nothing. Every payload follows the contract's schema.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let manager: TestUser;
let outsider: TestUser;
let productId: number;
let recorded: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2 });
  manager = await t.createUser({ organizationName: 'Acme', access: 3 });
  rep = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  outsider = await t.createUser({ organizationName: 'Other', access: 2 });
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 150000) RETURNING product_id AS id",
    [admin.organizationId],
  );
  t.app.realtimeEvents.subscribe((events) => recorded.push(...events));
});

afterAll(async () => {
  await t.close();
});

/** The events published since the last call, each checked against the contract. */
function published(): { group: string; name: string; payload: Record<string, unknown> }[] {
  const events = recorded;
  recorded = [];
  for (const event of events) realtimeEventSchemas[event.name].parse(event.payload);
  return events as never;
}

const org = () => `org:${admin.organizationId}`;
const board = () => `board:${admin.organizationId}`;

const deal = {
  product_id: 0,
  customer_name: 'Casey Customer',
  amount: 1000,
  transaction_type: 'new',
  transaction_date: '2026-01-15',
};

async function requestCommission(): Promise<number> {
  const response = await t.injectAs(rep, {
    method: 'POST',
    url: '/api/transactions/employee',
    payload: { ...deal, product_id: productId },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { transaction_id: number } }>().data.transaction_id;
}

const approve = (id: number) =>
  t.injectAs(admin, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: 'approved' },
  });

describe('transactions', () => {
  it('announce a request, an edit, a status change and a deletion after commit', async () => {
    const id = await requestCommission();
    expect(published()).toEqual([
      {
        group: org(),
        name: 'transaction:changed',
        payload: {
          organization_id: admin.organizationId,
          transaction_id: id,
          user_id: rep.userId,
          setter_id: null,
          transaction_status: 'pending',
          change: 'created',
        },
      },
    ]);

    const edited = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/transactions/${id}`,
      payload: { notes: 'checked' },
    });
    expect(edited.statusCode).toBe(200);
    expect(published()).toMatchObject([
      {
        group: org(),
        name: 'transaction:changed',
        payload: { transaction_id: id, change: 'updated' },
      },
    ]);

    expect((await approve(id)).statusCode).toBe(200);
    expect(published()).toEqual([
      {
        group: org(),
        name: 'transaction:changed',
        payload: expect.objectContaining({ transaction_status: 'approved', change: 'status' }),
      },
      expect.objectContaining({ group: board(), name: 'leaderboard:changed' }),
      expect.objectContaining({ group: `user:${rep.userId}`, name: 'notification:new' }),
    ]);
  });

  it('announce nothing when the change fails and rolls back', async () => {
    const id = await requestCommission();
    published();
    expect((await approve(id)).statusCode).toBe(200);
    published();
    // Approving twice: the 409 is thrown inside the transaction, which rolls back.
    expect((await approve(id)).statusCode).toBe(409);
    // Editing an approved sale, deleting it: refused inside their transactions.
    expect(
      (
        await t.injectAs(admin, {
          method: 'PATCH',
          url: `/api/transactions/${id}`,
          payload: { notes: 'too late' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/transactions/${id}` })).statusCode,
    ).toBe(409);
    // A request naming another organization's product.
    const foreign = await t.injectAs(rep, {
      method: 'POST',
      url: '/api/transactions/employee',
      payload: { ...deal, product_id: productId + 1000 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(published()).toEqual([]);
  });

  it('announce a deletion', async () => {
    const id = await requestCommission();
    published();
    const response = await t.injectAs(admin, { method: 'DELETE', url: `/api/transactions/${id}` });
    expect(response.statusCode).toBe(200);
    expect(published()).toMatchObject([
      {
        group: org(),
        name: 'transaction:changed',
        payload: { transaction_id: id, change: 'deleted' },
      },
    ]);
  });
});

describe('appointments and outbound records', () => {
  it('announce a booking, a status change (and the board) and a logged call', async () => {
    const booked = await t.injectAs(manager, {
      method: 'POST',
      url: '/api/appointments',
      payload: {
        user_id: rep.userId,
        product_id: productId,
        lead_name: 'Lee Lead',
        call_date: '2026-03-02T15:00:00Z',
      },
    });
    expect(booked.statusCode).toBe(201);
    const call = booked.json<{ data: { appointment_id: number } }>().data.appointment_id;
    expect(published().filter((event) => event.group === org())).toEqual([
      {
        group: org(),
        name: 'appointment:changed',
        payload: {
          organization_id: admin.organizationId,
          appointment_id: call,
          user_id: rep.userId,
          setter_id: null,
          appointment_status: 'scheduled',
          change: 'created',
        },
      },
    ]);

    const taken = await t.injectAs(rep, {
      method: 'POST',
      url: `/api/appointments/status/${call}`,
      payload: { appointment_status: 'taken' },
    });
    expect(taken.statusCode).toBe(200);
    expect(published()).toMatchObject([
      {
        group: org(),
        name: 'appointment:changed',
        payload: { appointment_status: 'taken', change: 'status' },
      },
      { group: board(), name: 'leaderboard:changed' },
    ]);

    const logged = await t.injectAs(rep, {
      method: 'POST',
      url: '/api/outbound-records',
      payload: { type: 'call', answered: true, duration_seconds: 95 },
    });
    expect(logged.statusCode).toBe(201);
    expect(published()).toMatchObject([
      {
        group: org(),
        name: 'outbound:changed',
        payload: { user_id: rep.userId, change: 'created' },
      },
      { group: board(), name: 'leaderboard:changed' },
    ]);
  });

  it('announce nothing for a booking or a log that is refused', async () => {
    for (const payload of [
      {
        user_id: rep.userId,
        product_id: productId + 1000,
        lead_name: 'X',
        call_date: '2026-03-02T15:00:00Z',
      },
      {
        user_id: rep.userId,
        setter_id: rep.userId,
        product_id: productId,
        lead_name: 'X',
        call_date: '2026-03-02T15:00:00Z',
      },
    ]) {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/appointments',
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const logged = await t.injectAs(rep, {
      method: 'POST',
      url: '/api/outbound-records',
      payload: { type: 'call', product_id: productId + 1000 },
    });
    expect(logged.statusCode).toBe(400);
    expect(published()).toEqual([]);
  });
});

describe('adjustments', () => {
  it('announce an addition, a change and a removal', async () => {
    const added = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/adjustments/${rep.userId}`,
      payload: { adjustment_date: '2026-01-20', amount: 250, reason: 'Bonus' },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ data: { adjustment_id: number } }>().data.adjustment_id;
    const url = `/api/adjustments/${rep.userId}/${id}`;
    expect(
      (await t.injectAs(admin, { method: 'PATCH', url, payload: { amount: 300 } })).statusCode,
    ).toBe(200);
    expect((await t.injectAs(admin, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.injectAs(admin, { method: 'DELETE', url })).statusCode).toBe(404);
    expect(
      published()
        .filter((event) => event.group === org())
        .map((event) => [event.name, event.payload['adjustment_id'], event.payload['change']]),
    ).toEqual([
      ['adjustment:changed', id, 'created'],
      ['adjustment:changed', id, 'updated'],
      ['adjustment:changed', id, 'deleted'],
    ]);
  });
});

describe('over the socket', () => {
  it('an approval reaches the organization’s open sockets, and no other organization’s', async () => {
    const baseUrl = await listeningUrl(t.app);
    const sockets: ClientSocket[] = [];
    try {
      const repSocket = await connectAs(baseUrl, rep, testJwtSecret);
      sockets.push(repSocket);
      const outsiderSocket = await connectAs(baseUrl, outsider, testJwtSecret);
      sockets.push(outsiderSocket);
      const outsiderHeard = recordEvents(outsiderSocket, 'transaction:changed');
      const id = await requestCommission();
      await nextEvent(repSocket, 'transaction:changed');
      const arrived = nextEvent(repSocket, 'transaction:changed');
      expect((await approve(id)).statusCode).toBe(200);
      expect(await arrived).toMatchObject({ transaction_id: id, transaction_status: 'approved' });
      await settle();
      expect(outsiderHeard).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
