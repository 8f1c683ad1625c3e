import {
  notificationPageSchema,
  successEnvelope,
  type Notification,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/realtime-event.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../../testing/build-test-app.ts';
import { connectAs, listeningUrl, nextEvent } from '../../testing/socket-client.ts';

/*
 * Every notification trigger writes one notification through the notification service, in the
 * transaction of the change, and announces it to its person after the commit.
 */

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let closer: TestUser;
let setter: TestUser;
let productId: number;
let published: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2 });
  manager = await t.createUser({ organizationName: 'Acme', access: 3 });
  closer = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  setter = await t.createUser({ organizationName: 'Acme', managerId: manager.userId });
  productId = await t.insertId(
    "INSERT INTO products (organization_id, name, price_cents) VALUES ($1, 'Coaching', 150000) RETURNING product_id AS id",
    [admin.organizationId],
  );
  const roleId = await t.insertId(
    "INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, 'Closer', 10) RETURNING role_id AS id",
    [admin.organizationId],
  );
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = ANY($2)', [
    roleId,
    [closer.userId, setter.userId],
  ]);
  t.app.realtimeEvents.subscribe((events) => published.push(...events));
});

afterAll(async () => {
  await t.close();
});

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  const response = await t.injectAs(user, { method: 'GET', url: '/api/notifications' });
  expect(response.statusCode).toBe(200);
  return successEnvelope(notificationPageSchema).parse(response.json()).data.notifications;
}

/** The `notification:new` events published since the last call, by group. */
function announced(): { group: string; title: string }[] {
  const events = published.filter((event) => event.name === 'notification:new');
  published = [];
  return events.map((event) => ({
    group: event.group,
    title: (event.payload as Notification).title,
  }));
}

async function sale(withSetter = false): Promise<number> {
  const response = await t.injectAs(closer, {
    method: 'POST',
    url: '/api/transactions/employee',
    payload: {
      product_id: productId,
      ...(withSetter ? { setter_id: setter.userId } : {}),
      customer_name: 'Casey Customer',
      amount: 1000,
      transaction_type: 'new',
      transaction_date: '2026-01-15',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { transaction_id: number } }>().data.transaction_id;
}

const moveTo = (id: number, status: string) =>
  t.injectAs(admin, {
    method: 'POST',
    url: `/api/transactions/status/${id}`,
    payload: { transaction_status: status },
  });

describe('commission requests', () => {
  it('tell the closer their request was approved, once, after the commit', async () => {
    const id = await sale();
    announced();
    expect((await moveTo(id, 'approved')).statusCode).toBe(200);
    expect(announced()).toEqual([
      { group: `user:${closer.userId}`, title: 'Commission request approved' },
    ]);
    const [latest] = await notificationsOf(closer);
    expect(latest).toMatchObject({
      type: 'transaction:approved',
      title: 'Commission request approved',
      body: 'Your $1,000.00 sale to Casey Customer on Jan 15, 2026 was approved.',
      link: '/sales-overview?startDate=2026-01-15&endDate=2026-01-15&preset=custom',
      is_read: false,
    });
    // A second approval is refused inside the transaction: no notification, no event.
    const before = (await notificationsOf(closer)).length;
    expect((await moveTo(id, 'approved')).statusCode).toBe(409);
    expect(announced()).toEqual([]);
    expect(await notificationsOf(closer)).toHaveLength(before);
  });

  it('tell the closer their request was rejected', async () => {
    const id = await sale();
    expect((await moveTo(id, 'rejected')).statusCode).toBe(200);
    const [latest] = await notificationsOf(closer);
    expect(latest).toMatchObject({
      type: 'transaction:rejected',
      title: 'Commission request rejected',
    });
  });

  it('tell the closer and the setter of a refund what was clawed back from each', async () => {
    const id = await sale(true);
    expect((await moveTo(id, 'approved')).statusCode).toBe(200);
    announced();
    expect((await moveTo(id, 'refunded')).statusCode).toBe(200);
    expect(announced()).toEqual([
      { group: `user:${closer.userId}`, title: 'Sale refunded' },
      { group: `user:${setter.userId}`, title: 'Sale refunded' },
    ]);
    for (const person of [closer, setter]) {
      const [latest] = await notificationsOf(person);
      expect(latest).toMatchObject({
        type: 'transaction:refunded',
        body: 'Your $1,000.00 sale to Casey Customer on Jan 15, 2026 was refunded: $100.00 of commission clawed back.',
      });
    }
  });
});

describe('adjustments', () => {
  it('tell a person of a bonus or a clawback added for them', async () => {
    for (const [amount, title, body] of [
      [250, 'Bonus added', '$250.00 on Jan 20, 2026: Quarter bonus'],
      [-80.5, 'Clawback added', '-$80.50 on Jan 20, 2026: Quarter bonus'],
    ] as const) {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: `/api/adjustments/${closer.userId}`,
        payload: { adjustment_date: '2026-01-20', amount, reason: 'Quarter bonus' },
      });
      expect(response.statusCode).toBe(201);
      const [latest] = await notificationsOf(closer);
      expect(latest).toMatchObject({
        type: 'adjustment:added',
        title,
        body,
        link: '/sales-overview?startDate=2026-01-20&endDate=2026-01-20&preset=custom',
      });
    }
  });
});

/** Books a call of the closer on Coaching as `by`, naming the setter unless `withSetter` is false. */
function bookCall(by: TestUser, leadName: string, callDate: string, withSetter = true) {
  return t.injectAs(by, {
    method: 'POST',
    url: '/api/appointments',
    payload: {
      user_id: closer.userId,
      ...(withSetter ? { setter_id: setter.userId } : {}),
      product_id: productId,
      lead_name: leadName,
      call_date: callDate,
    },
  });
}

describe('bookings', () => {
  it('tell the closer of a call booked for them, not of one they booked themselves', async () => {
    announced();
    // 22:00 in New York, already the 3rd in UTC: the link opens the closer's own day.
    expect((await bookCall(setter, 'Lee Lead', '2026-03-03T03:00:00Z')).statusCode).toBe(201);
    expect(announced()).toEqual([{ group: `user:${closer.userId}`, title: 'Call booked' }]);
    const [latest] = await notificationsOf(closer);
    expect(latest).toMatchObject({
      type: 'appointment:booked',
      body: 'Lee Lead on 2026-03-02 22:00 (America/New_York) (Coaching).',
      link: '/sales-overview?startDate=2026-03-02&endDate=2026-03-02&preset=custom',
    });
    const book2 = await bookCall(closer, 'Own Lead', '2026-03-03T15:00:00Z', false);
    expect(book2.statusCode).toBe(201);
    expect(announced()).toEqual([]);
  });
});

describe('counterparts', () => {
  it('tell the setter named on a call the closer booked, and the closer when the setter declines', async () => {
    announced();
    const booked = await bookCall(closer, 'Nia Named', '2026-03-04T15:00:00Z');
    expect(booked.statusCode).toBe(201);
    expect(announced()).toEqual([
      { group: `user:${setter.userId}`, title: 'Named as setter on a call' },
    ]);
    const [named] = await notificationsOf(setter);
    expect(named).toMatchObject({
      type: 'appointment:named',
      body: expect.stringMatching(
        /^.+ booked Nia Named on 2026-03-04 10:00 \(America\/New_York\) \(Coaching\) with you as its setter\. Not your call\? Decline it in your appointments\.$/,
      ),
      link: '/sales-overview?startDate=2026-03-04&endDate=2026-03-04&preset=custom',
    });

    const id = booked.json<{ data: { appointment_id: number } }>().data.appointment_id;
    const declined = await t.injectAs(setter, {
      method: 'POST',
      url: `/api/appointments/decline/${id}`,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(announced()).toEqual([
      { group: `user:${closer.userId}`, title: 'Setter declined a call' },
    ]);
  });

  it('tell both people of a call an admin booked', async () => {
    announced();
    const booked = await bookCall(admin, 'Ada Admin-booked', '2026-03-05T15:00:00Z');
    expect(booked.statusCode).toBe(201);
    expect(announced()).toEqual([
      { group: `user:${closer.userId}`, title: 'Call booked' },
      { group: `user:${setter.userId}`, title: 'Named as setter on a call' },
    ]);
  });

  it('tell the setter named on a commission request, before any approval', async () => {
    announced();
    await sale(true);
    expect(announced()).toEqual([
      { group: `user:${setter.userId}`, title: 'Named as setter on a sale' },
    ]);
    const [named] = await notificationsOf(setter);
    expect(named).toMatchObject({
      type: 'transaction:named',
      body: expect.stringContaining(
        'asked for commission on a $1,000.00 sale to Casey Customer on Jan 15, 2026 with you as its setter.',
      ),
    });
  });
});

describe('invites', () => {
  it('tell the inviter when the invitee finished registering', async () => {
    const invited = await t.injectAs(manager, {
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'dana@example.test', first_name: 'Dana', last_name: 'Doe', access: 4 },
    });
    expect(invited.statusCode).toBe(201);
    const url = invited.json<{ data: { invite_url: string } }>().data.invite_url;
    const token = new URL(url, 'http://x').searchParams.get('token');
    announced();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/complete-registration',
      payload: { token, first_name: 'Dana', last_name: 'Doe', password: 'a-long-new-password' },
    });
    expect(registered.statusCode).toBe(200);
    expect(announced()).toEqual([{ group: `user:${manager.userId}`, title: 'Invite accepted' }]);
    const [latest] = await notificationsOf(manager);
    expect(latest).toMatchObject({
      type: 'invite:accepted',
      body: 'Dana Doe (dana@example.test) joined the team.',
      link: '/team',
    });
  });
});

describe('ownership and delivery', () => {
  it('reaches its person’s socket, and only its person may mark it read', async () => {
    const socket = await connectAs(await listeningUrl(t.app), closer, testJwtSecret);
    try {
      const arrived = nextEvent(socket, 'notification:new');
      const id = await sale();
      expect((await moveTo(id, 'approved')).statusCode).toBe(200);
      const note = (await arrived) as Notification;
      expect(note).toMatchObject({ title: 'Commission request approved', is_read: false });
      const url = `/api/notifications/${note.notification_id}`;
      for (const other of [admin, manager, setter]) {
        expect((await t.injectAs(other, { method: 'PATCH', url })).statusCode).toBe(404);
      }
      const marked = await t.injectAs(closer, { method: 'PATCH', url });
      expect(marked.statusCode).toBe(200);
      expect(marked.json<{ data: Notification }>().data.is_read).toBe(true);
    } finally {
      socket.close();
    }
  });
});
