import {
  createFakeApiClient,
  exampleMetrics,
  exampleSignedInUser,
  success,
} from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../app-root.tsx';
import { createAppRouter } from '../create-app-router.ts';
import { dashboardRangeSearch } from './dashboard-range-search.ts';

const user = exampleSignedInUser();

/** The app on `path`, signed in, with the metrics endpoint answering; the metrics calls seen. */
function renderApp(path: string) {
  const { api, requests, shareApi } = createFakeApiClient(
    { 'GET metrics/users/:id': success(exampleMetrics()) },
    { getToken: () => user.access_token },
  );
  const context = {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api,
    shareApi,
    store: createStore(),
    buildWatcher: { isStale: () => false },
  };
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<AppRoot router={createAppRouter(context, history)} context={context} />);
  const metricsRanges = () =>
    requests
      .filter((request) => request.path.startsWith('metrics/'))
      .map((request) => `${request.query.get('startDate')}..${request.query.get('endDate')}`);
  return { history, metricsRanges };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(user));
});

describe('dashboardRangeSearch', () => {
  it.each([
    [
      { startDate: '2026-10-01', endDate: '2026-10-31', preset: 'lastMonth' },
      { startDate: '2026-10-01', endDate: '2026-10-31', preset: 'lastMonth' },
    ],
    [
      { startDate: '2026-10-01', endDate: '2026-10-31', preset: 'nonsense' },
      { startDate: '2026-10-01', endDate: '2026-10-31', preset: 'custom' },
    ],
    [
      { startDate: '2026-10-01', endDate: '2026-10-31' },
      { startDate: '2026-10-01', endDate: '2026-10-31', preset: 'custom' },
    ],
    [{ startDate: '2026-10-31', endDate: '2026-10-01' }, {}],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, {}],
    [{ startDate: '2026-10-01' }, {}],
    [{ startDate: 20261001, endDate: 20261031 }, {}],
    [{}, {}],
  ])('%o → %o', (search, expected) => {
    expect(dashboardRangeSearch(search)).toEqual(expected);
  });
});

describe('the dashboard range', () => {
  it('opens the range of the URL, so a shared link shows the same days', async () => {
    const { metricsRanges } = renderApp(
      '/?startDate=2026-10-01&endDate=2026-10-31&preset=lastMonth',
    );
    await waitFor(() => expect(metricsRanges()).toContain('2026-10-01..2026-10-31'));
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('lastMonth');
  });

  it('reopens a range saved in the last 360 minutes when the URL has none', async () => {
    localStorage.setItem(
      'dateRange',
      JSON.stringify({
        startDate: '2026-07-01',
        endDate: '2026-09-30',
        preset: 'custom',
        savedAt: Date.now() - 60_000,
      }),
    );
    const { metricsRanges } = renderApp('/sales-overview');
    await waitFor(() => expect(metricsRanges()).toContain('2026-07-01..2026-09-30'));
  });

  it('puts a new range in the URL and in local storage, and back returns to the last one', async () => {
    const { history, metricsRanges } = renderApp(
      '/?startDate=2026-10-01&endDate=2026-10-31&preset=lastMonth',
    );
    await screen.findByRole('combobox', { name: 'Date range' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Date range' }),
      'This year',
    );
    const year = new Date().getFullYear();
    await waitFor(() => expect(history.location.search).toContain(`startDate=${year}-01-01`));
    expect(history.location.search).toContain('preset=thisYear');
    await waitFor(() => expect(metricsRanges()).toContain(`${year}-01-01..${year}-12-31`));
    expect(JSON.parse(localStorage.getItem('dateRange') ?? '{}')).toMatchObject({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      preset: 'thisYear',
    });
    history.back();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('lastMonth'),
    );
  });
});
