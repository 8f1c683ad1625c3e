import {
  createFakeApiClient,
  exampleMetrics,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchMetrics } from './fetch-metrics.ts';
import { metricsKeys } from './metrics-keys.ts';
import { metricsQueryOptions } from './metrics-query-options.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

describe('fetchMetrics', () => {
  it.each([
    [{ kind: 'users', id: 7 } as const, 'metrics/users/7'],
    [{ kind: 'products', id: 2 } as const, 'metrics/products/2'],
  ])('reads %o from %s with the range', async (subject, path) => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/users/:id': success(exampleMetrics()),
      'GET metrics/products/:id': success(exampleMetrics()),
    });
    const metrics = await fetchMetrics(api, subject, range);
    expect(metrics.current.totalCash).toBe(24_650.5);
    expect(requests[0]?.path).toBe(path);
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual(range);
  });

  it('fails as “Failed to load Metrics” and keeps the server’s answer as the cause', async () => {
    const { api } = createFakeApiClient({
      'GET metrics/users/:id': failure(403, 'forbidden', 'You may not see this person'),
    });
    await expect(fetchMetrics(api, { kind: 'users', id: 7 }, range)).rejects.toMatchObject({
      message: 'Failed to load Metrics',
      cause: { status: 403, message: 'You may not see this person' },
    });
  });
});

describe('metricsQueryOptions', () => {
  it('keys by subject and range, so another range is another entry', async () => {
    const { api } = createFakeApiClient({ 'GET metrics/users/:id': success(exampleMetrics()) });
    const queryClient = new QueryClient();
    const subject = { kind: 'users', id: 7 } as const;
    const options = metricsQueryOptions(api, subject, range);
    await queryClient.fetchQuery(options);
    expect(metricsQueryOptions(api, subject, range).queryKey).toEqual([
      'metrics',
      'users',
      7,
      range,
    ]);
    expect(queryClient.getQueryData(options.queryKey)?.current.commission).toBe(2_465.05);
    expect(
      queryClient.getQueryData(
        metricsKeys.range(subject, { startDate: '2026-10-01', endDate: '2026-10-31' }),
      ),
    ).toBeUndefined();
  });
});
