import {
  createFakeApiClient,
  exampleMetrics,
  exampleTeamFilters,
  exampleTeamMembers,
  exampleTeamProducts,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import {
  downloadTeamWorkbook,
  fetchTeamDashboard,
  fetchTeamFilters,
  fetchTeamMembers,
  fetchTeamProducts,
} from './fetch-team.ts';
import { metricsKeys } from './metrics-keys.ts';
import { teamDashboardQueryOptions } from './team-query-options.ts';
import { noTeamSelection, teamQueryOf } from './team-query.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

describe('teamQueryOf', () => {
  it.each([
    ['no filter: only active people', noTeamSelection, { is_active: '1' }],
    [
      'ids comma-joined, sorted and once',
      { ...noTeamSelection, product: [3, 1, 3], role: [2] },
      { product: '1,3', role: '2', is_active: '1' },
    ],
    ['a chosen status as it is', { ...noTeamSelection, status: [0] }, { is_active: '0' }],
    [
      'both statuses',
      { ...noTeamSelection, status: [1, 0], manager: [9] },
      { manager: '9', is_active: '0,1' },
    ],
  ])('%s', (_name, selection, expected) => {
    expect(teamQueryOf(range, selection)).toEqual({ ...range, ...expected });
  });

  it('gives one query key to the same view whatever the order of choice', () => {
    const { api } = createFakeApiClient({});
    const a = teamDashboardQueryOptions(
      api,
      teamQueryOf(range, { ...noTeamSelection, product: [2, 1] }),
    );
    const b = teamDashboardQueryOptions(
      api,
      teamQueryOf(range, { ...noTeamSelection, product: [1, 2] }),
    );
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey.slice(0, 2)).toEqual(metricsKeys.team());
  });
});

describe('the team calls', () => {
  const query = teamQueryOf(range, { ...noTeamSelection, product: [1, 2] });

  it('keep what the status filter leaves out, on the cards and the products table', async () => {
    const excluded = { people: 1, totalCash: 4000 };
    const { api } = createFakeApiClient({
      'GET metrics/team/dashboard': success({ ...exampleMetrics(), excluded }),
      'GET metrics/team/products': success({ ...exampleTeamProducts(), excluded }),
    });
    expect((await fetchTeamDashboard(api, query)).excluded).toEqual(excluded);
    expect((await fetchTeamProducts(api, query)).excluded).toEqual(excluded);
  });

  it('read each view with the range and filters', async () => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/team/filters': success(exampleTeamFilters()),
      'GET metrics/team/dashboard': success(exampleMetrics()),
      'GET metrics/team/products': success(exampleTeamProducts()),
      'GET metrics/team/users': success(exampleTeamMembers()),
    });
    expect((await fetchTeamFilters(api)).status[0]).toMatchObject({
      title: 'Active',
      default: true,
    });
    expect((await fetchTeamDashboard(api, query)).current.totalCash).toBe(24_650.5);
    expect((await fetchTeamProducts(api, query)).products).toHaveLength(3);
    expect((await fetchTeamMembers(api, query)).users).toHaveLength(5);
    expect(requests.map((request) => request.path)).toEqual([
      'metrics/team/filters',
      'metrics/team/dashboard',
      'metrics/team/products',
      'metrics/team/users',
    ]);
    expect(Object.fromEntries(requests[1]?.query ?? [])).toEqual({
      ...range,
      product: '1,2',
      is_active: '1',
    });
  });

  it('read a page of members with its order and search, and its pagination', async () => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/team/users': success(
        exampleTeamMembers({
          pagination: { hasNextPage: true, totalCount: 23, totalPages: 3 },
        }),
      ),
    });
    const page = await fetchTeamMembers(api, {
      ...query,
      page: '2',
      limit: '10',
      sortField: 'name',
      sortOrder: 'asc',
      search: 'sam',
    });
    expect(page.pagination).toEqual({ hasNextPage: true, totalCount: 23, totalPages: 3 });
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      ...range,
      product: '1,2',
      is_active: '1',
      page: '2',
      limit: '10',
      sortField: 'name',
      sortOrder: 'asc',
      search: 'sam',
    });
  });

  it.each([
    ['filters', () => fetchTeamFilters, 'Failed to load Filters'],
    ['dashboard', () => fetchTeamDashboard, 'Failed to load Metrics'],
    ['products', () => fetchTeamProducts, 'Failed to load Products'],
    ['users', () => fetchTeamMembers, 'Failed to load Employees'],
  ] as const)('fail with their fixed messages (%s)', async (view, call, message) => {
    const { api } = createFakeApiClient({
      [`GET metrics/team/${view}`]: failure(403, 'forbidden', 'Only admins and managers'),
    });
    await expect(call()(api, query)).rejects.toMatchObject({
      message,
      cause: { status: 403, message: 'Only admins and managers' },
    });
  });

  it('downloads the workbook under the server’s file name', async () => {
    const { api, requests } = createFakeApiClient({
      'GET metrics/team/dashboard/download': {
        status: 200,
        body: 'xlsx',
        headers: {
          'content-disposition':
            'attachment; filename="team-dashboard_2026-11-01_to_2026-11-30.xlsx"',
        },
      },
    });
    const file = await downloadTeamWorkbook(api, query);
    expect(file.fileName).toBe('team-dashboard_2026-11-01_to_2026-11-30.xlsx');
    expect(await file.blob.text()).toContain('xlsx');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({ product: '1,2' });
  });
});
