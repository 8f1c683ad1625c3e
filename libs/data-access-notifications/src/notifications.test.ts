import {
  createFakeApiClient,
  exampleNotification,
  exampleNotificationPage,
  exampleNotifications,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearNotifications } from './clear-notifications.ts';
import { fetchNotifications } from './fetch-notifications.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationPagesRead } from './notification-pages-read.ts';
import { notificationsInfiniteQueryOptions } from './notifications-query-options.ts';

const signedIn = { getToken: () => 'user-token' };
const all = exampleNotifications(45);

describe('notification calls', () => {
  it('asks for page 1 of 20 by default, with the bearer', async () => {
    const page = exampleNotificationPage(all);
    const { api, requests } = createFakeApiClient({ 'GET notifications': success(page) }, signedIn);
    await expect(fetchNotifications(api)).resolves.toEqual(page);
    expect(requests[0]?.query.toString()).toBe('page=1&limit=20');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('refuses an answer that breaks the contract', async () => {
    const { api } = createFakeApiClient({
      'GET notifications': success({ notifications: [{ notification_id: 'x' }] }),
    });
    await expect(fetchNotifications(api)).rejects.toThrow();
  });

  it('marks one read', async () => {
    const read = exampleNotification({ notification_id: 4, is_read: true });
    const { api, requests } = createFakeApiClient({ 'PATCH notifications/:id': success(read) });
    await expect(markNotificationRead(api, 4)).resolves.toEqual(read);
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: 'notifications/4' });
  });

  it("throws the server's 404 for another person's notification", async () => {
    const { api } = createFakeApiClient({
      'PATCH notifications/:id': failure(404, 'not-found', 'Not found'),
    });
    await expect(markNotificationRead(api, 9)).rejects.toMatchObject({ status: 404 });
  });

  it('clears all and answers how many were unread', async () => {
    const { api, requests } = createFakeApiClient({
      'PATCH notifications/clear': success({ updated: 3 }),
    });
    await expect(clearNotifications(api)).resolves.toBe(3);
    expect(requests[0]?.path).toBe('notifications/clear');
  });
});

describe('notificationsInfiniteQueryOptions', () => {
  it('keys the list under the notifications root', () => {
    const { api } = createFakeApiClient();
    expect(notificationsInfiniteQueryOptions(api).queryKey).toEqual([
      'notifications',
      'list',
      { limit: 20 },
    ]);
    expect(notificationKeys.all).toEqual(['notifications']);
    expect(notificationKeys.lists()).toEqual(['notifications', 'list']);
  });

  it('asks for the next page while the last one says there is one', () => {
    const { api } = createFakeApiClient();
    const { getNextPageParam } = notificationsInfiniteQueryOptions(api);
    const first = exampleNotificationPage(all, 1);
    const last = exampleNotificationPage(all, 3);
    expect(getNextPageParam(first, [first], 1, [1])).toBe(2);
    expect(getNextPageParam(last, [first, last], 3, [1, 2, 3])).toBeUndefined();
  });

  it('loads the pages one after another into the cache', async () => {
    const { api, requests } = createFakeApiClient({
      'GET notifications': ({ query }) =>
        success(exampleNotificationPage(all, Number(query.get('page')), 20)),
    });
    const queryClient = new QueryClient();
    const options = notificationsInfiniteQueryOptions(api);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    const cached = queryClient.getQueryData(options.queryKey);
    expect(cached?.pages.map((page) => page.notifications.length)).toEqual([20, 20, 5]);
    expect(cached?.pageParams).toEqual([1, 2, 3]);
    expect(requests.map((request) => request.query.get('page'))).toEqual(['1', '2', '3']);
  });
});

describe('notificationPagesRead', () => {
  const data = {
    pages: [exampleNotificationPage(all, 1), exampleNotificationPage(all, 2)],
    pageParams: [1, 2],
  };

  it('reads one unread notification and lowers every page’s count', () => {
    const read = notificationPagesRead(data, 44);
    expect(read.pages.map((page) => page.unreadCount)).toEqual([2, 2]);
    expect(read.pages[0]?.notifications[1]).toMatchObject({ notification_id: 44, is_read: true });
    expect(read.pages[0]?.notifications[0]?.is_read).toBe(false);
  });

  it('leaves the pages alone for one already read or not loaded', () => {
    expect(notificationPagesRead(data, 30)).toBe(data);
    expect(notificationPagesRead(data, 999)).toBe(data);
  });

  it('reads all, count 0', () => {
    const read = notificationPagesRead(data, 'all');
    expect(read.pages.map((page) => page.unreadCount)).toEqual([0, 0]);
    expect(read.pages.flatMap((page) => page.notifications).some((item) => !item.is_read)).toBe(
      false,
    );
  });
});
