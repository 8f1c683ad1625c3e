import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-metrics', (pkg) => {
  it('is 1.0.0: the leaderboard answer of 0.1 changed shape (README "Versions")', () => {
    expect(pkg.manifest.version).toBe('1.0.0');
  });

  it('leaves React and TanStack Query to the host app and brings the API client, contract and periods', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
      react: '^19.3.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
      '@salesdash/util-period': '0.1.0',
    });
  });

  it('loads metrics through its query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { metricsQueryOptions } from '@salesdash/data-access-metrics';
      import { createFakeApiClient, exampleMetrics, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({ 'GET metrics/users/:id': success(exampleMetrics()) });
      const options = metricsQueryOptions(api, { kind: 'users', id: 7 }, { startDate: '2026-11-01', endDate: '2026-11-30' });
      const metrics = await new QueryClient().fetchQuery(options);
      console.log(JSON.stringify({ key: options.queryKey, cash: metrics.current.totalCash, path: requests[0].path }));`);
    expect(results).toEqual({
      key: ['metrics', 'users', 7, { startDate: '2026-11-01', endDate: '2026-11-30' }],
      cash: 24_650.5,
      path: 'metrics/users/7',
    });
  });

  it('reads the first ten, the caller and a page of "Show all" from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { leaderboardPageQueryOptions, leaderboardQueryOf, leaderboardQueryOptions } from '@salesdash/data-access-metrics';
      import { createFakeApiClient, exampleLeaderboard, exampleLeaderboardPage, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET metrics/users/leaderboard': success(exampleLeaderboard()),
        'GET metrics/users/leaderboard/:metric': success(exampleLeaderboardPage('callsMade', 30, { page: 2, limit: 25 })),
      });
      const query = leaderboardQueryOf({ startDate: '2026-11-01', endDate: '2026-11-30' });
      const client = new QueryClient();
      const board = await client.fetchQuery(leaderboardQueryOptions(api, query));
      const page = await client.fetchQuery(leaderboardPageQueryOptions(api, query, 'callsMade', { page: 2, limit: 25 }));
      console.log(JSON.stringify({ you: board[0].caller.rank, count: board[0].totalCount, page: page.users.map((u) => u.rank), pagination: page.pagination, path: requests[1].path }));`);
    expect(results).toEqual({
      you: 3,
      count: 5,
      page: [26, 27, 28, 29, 30],
      pagination: { hasNextPage: false, totalCount: 30, totalPages: 2 },
      path: 'metrics/users/leaderboard/callsMade',
    });
  });
});
