import {
  clearedNotificationsSchema,
  notificationPageSchema,
  notificationSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let foreignAdmin: TestUser;
let ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser({ organizationName: 'Acme' });
  admin = await t.createUser({ access: 2, organizationName: 'Acme' });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
  ids = [];
  for (let day = 1; day <= 25; day += 1) {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO notifications (organization_id, user_id, type, title, created_at)
       VALUES ($1, $2, 'info', $3, $4) RETURNING notification_id AS id`,
      [
        owner.organizationId,
        owner.userId,
        `Note ${day}`,
        `2026-01-${String(day).padStart(2, '0')}T09:00:00Z`,
      ],
    );
    ids.push(row?.id ?? 0);
  }
  await t.database.query(
    "INSERT INTO notifications (organization_id, user_id, type, title) VALUES ($1, $2, 'info', 'Admin note')",
    [admin.organizationId, admin.userId],
  );
});

afterAll(async () => {
  await t.close();
});

const page = async (user: TestUser, url = '/api/notifications') => {
  const response = await t.injectAs(user, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return successEnvelope(notificationPageSchema).parse(response.json()).data;
};

describe('GET /api/notifications', () => {
  it('pages one’s own notifications newest first, 20 by default', async () => {
    const first = await page(owner);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?.title).toBe('Note 25');
    expect(first.unreadCount).toBe(25);
    expect(first.pagination).toEqual({ hasNextPage: true, totalCount: 25, totalPages: 2 });
    const second = await page(owner, '/api/notifications?page=2&limit=20');
    expect(second.notifications.map((n) => n.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    // Past the last page: no rows, the counts all the same.
    expect(await page(owner, '/api/notifications?page=9&limit=20')).toEqual({
      notifications: [],
      unreadCount: 25,
      pagination: { hasNextPage: false, totalCount: 25, totalPages: 2 },
    });
    expect((await page(admin)).notifications.map((n) => n.title)).toEqual(['Admin note']);
    expect((await page(foreignAdmin)).notifications).toEqual([]);
  });

  it('answers 400 naming the field for a bad page or limit, 401 without a token', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['limit=500', 'limit'],
    ] as const) {
      const response = await t.injectAs(owner, {
        method: 'GET',
        url: `/api/notifications?${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}`));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/:id', () => {
  it('marks one of one’s notifications read', async () => {
    const id = ids[0] ?? 0;
    const response = await t.injectAs(owner, { method: 'PATCH', url: `/api/notifications/${id}` });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(notificationSchema).parse(response.json()).data).toMatchObject({
      notification_id: id,
      is_read: true,
    });
    expect((await page(owner)).unreadCount).toBe(24);
  });

  it('answers 404 for someone else’s notification, even to an admin or another organization', async () => {
    const url = `/api/notifications/${ids[1] ?? 0}`;
    expect((await t.injectAs(admin, { method: 'PATCH', url })).statusCode).toBe(404);
    expect((await t.injectAs(foreignAdmin, { method: 'PATCH', url })).statusCode).toBe(404);
    expect(
      (await t.injectAs(owner, { method: 'PATCH', url: '/api/notifications/999999' })).statusCode,
    ).toBe(404);
    const bad = await t.injectAs(owner, { method: 'PATCH', url: '/api/notifications/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^id/);
    expect((await t.app.inject({ method: 'PATCH', url })).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/clear', () => {
  it('marks all of one’s notifications read and no one else’s', async () => {
    const response = await t.injectAs(owner, { method: 'PATCH', url: '/api/notifications/clear' });
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(clearedNotificationsSchema).parse(response.json()).data).toEqual({
      updated: 24,
    });
    expect((await page(owner)).unreadCount).toBe(0);
    expect((await page(admin)).unreadCount).toBe(1);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/notifications/clear' })).statusCode,
    ).toBe(401);
  });
});
