import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-notifications', (pkg) => {
  it('leaves TanStack Query to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('loads notification pages through its infinite query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { notificationKeys, notificationsInfiniteQueryOptions } from '@salesdash/data-access-notifications';
      import { createFakeApiClient, exampleNotificationPage, exampleNotifications, success } from '@salesdash/data-access-api/testing';
      const all = exampleNotifications(25);
      const { api, requests } = createFakeApiClient({
        'GET notifications': ({ query }) => success(exampleNotificationPage(all, Number(query.get('page')))),
      });
      const queryClient = new QueryClient();
      const options = notificationsInfiniteQueryOptions(api);
      await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
      const cached = queryClient.getQueryData(options.queryKey);
      console.log(JSON.stringify({
        key: options.queryKey,
        root: notificationKeys.all,
        sizes: cached.pages.map((page) => page.notifications.length),
        unread: cached.pages[0].unreadCount,
        pages: requests.map((request) => request.query.toString()),
      }));`);
    expect(results).toEqual({
      key: ['notifications', 'list', { limit: 20 }],
      root: ['notifications'],
      sizes: [20, 5],
      unread: 3,
      pages: ['page=1&limit=20', 'page=2&limit=20'],
    });
  });
});
