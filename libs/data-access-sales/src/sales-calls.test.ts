import {
  createFakeApiClient,
  exampleCommissionHistory,
  exampleCommissionSummary,
  exampleTransactionList,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { downloadSalesList } from './download-sales-list.ts';
import { fetchCommissionHistory } from './fetch-commission-history.ts';
import { fetchCommissionSummary } from './fetch-commission-summary.ts';
import { sendCommissionSummaryEarly } from './send-commission-summary-early.ts';
import { fetchSalesList } from './fetch-sales-list.ts';
import { recentSalesQueryOptions } from './recent-sales-query-options.ts';
import { salesListQueryOptions } from './sales-list-query-options.ts';
import { QueryClient } from '@tanstack/react-query';

const closer = { kind: 'users', id: 7 } as const;
const product = { kind: 'products', id: 2 } as const;
const query = {
  page: 2,
  limit: 10,
  sortField: 'amount',
  sortOrder: 'asc',
  search: 'ada',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
} as const;

describe('fetchSalesList', () => {
  it('asks for the owner’s page with every parameter of the table query', async () => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/products/:id': success(exampleTransactionList(3, 3)),
    });
    const page = await fetchSalesList(api, 'transactions', product, {
      ...query,
      transaction_status: undefined,
    });
    expect(page.transactions).toHaveLength(3);
    expect(requests[0]?.path).toBe('transactions/products/2');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      page: '2',
      limit: '10',
      sortField: 'amount',
      sortOrder: 'asc',
      search: 'ada',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('leaves out a one-letter search, which the API refuses, as the user types it', async () => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/products/:id': success(exampleTransactionList(3, 3)),
    });
    const options = salesListQueryOptions(api, 'transactions', product, { ...query, search: 'a' });
    const unsearched = salesListQueryOptions(api, 'transactions', product, {
      ...query,
      search: undefined,
    });
    expect(options.queryKey).toEqual(unsearched.queryKey);
    await new QueryClient().fetchQuery(options);
    expect(Object.fromEntries(requests[0]?.query ?? [])).not.toHaveProperty('search');
  });

  it.each([
    ['transactions', 'Failed to load Commisions'],
    ['appointments', 'Failed to load Appointments'],
    ['outbound-records', 'Failed to load Outbound Records'],
  ] as const)('names a failed %s load with its fixed message', async (resource, message) => {
    const { api } = createFakeApiClient({
      [`GET ${resource}/users/:id`]: failure(500, 'internal', 'Internal Server Error'),
    });
    await expect(
      fetchSalesList(api, resource, closer, { page: 1, limit: 10, sortOrder: 'desc' }),
    ).rejects.toMatchObject({ message, cause: { status: 500 } });
  });
});

describe('recent sales', () => {
  it('are the 5 newest approved transactions of the range', async () => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/users/:id': success(exampleTransactionList(5, 5)),
    });
    const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
    await new QueryClient().fetchQuery(recentSalesQueryOptions(api, closer, range));
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({
      limit: '5',
      page: '1',
      transaction_status: 'approved',
      sortField: 'transaction_date',
      sortOrder: 'desc',
      ...range,
    });
  });

  it('fail as “Failed to load Recent Sales”', async () => {
    const { api } = createFakeApiClient({
      'GET transactions/users/:id': failure(403, 'forbidden'),
    });
    const options = recentSalesQueryOptions(api, closer, {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    await expect(new QueryClient().fetchQuery({ ...options, retry: false })).rejects.toThrow(
      'Failed to load Recent Sales',
    );
  });
});

describe('fetchCommissionHistory', () => {
  it.each([
    [closer, 'transactions/history/7'],
    [product, 'transactions/product-history/2'],
  ] as const)('reads %o from %s', async (subject, path) => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/history/:id': success(exampleCommissionHistory),
      'GET transactions/product-history/:id': success(exampleCommissionHistory),
    });
    await expect(fetchCommissionHistory(api, subject)).resolves.toHaveLength(12);
    expect(requests[0]?.path).toBe(path);
  });

  it('fails as “Failed to load Commision History”, spelling kept', async () => {
    const { api } = createFakeApiClient({});
    await expect(fetchCommissionHistory(api, closer)).rejects.toThrow(
      'Failed to load Commision History',
    );
  });
});

describe('fetchCommissionSummary', () => {
  it('reads the answer a loader asked for early, and asks again only after it', async () => {
    const pay = exampleCommissionSummary();
    const { api, requests } = createFakeApiClient({ 'GET commission': success(pay) });
    sendCommissionSummaryEarly(api, 7);
    await expect(fetchCommissionSummary(api, 7)).resolves.toEqual(pay);
    expect(requests).toHaveLength(1);
    await fetchCommissionSummary(api, 7);
    expect(requests).toHaveLength(2);
  });
});

describe('downloadSalesList', () => {
  it('asks for the table’s rows of the range and names the file as the server does', async () => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/users/:id/download': {
        status: 200,
        body: 'Date,Customer\r\n',
        headers: {
          'content-disposition':
            'attachment; filename="transactions-user-7-2026-11-01_2026-11-30.csv"',
        },
      },
    });
    const progress: (number | null)[] = [];
    const file = await downloadSalesList(
      api,
      'transactions',
      closer,
      { startDate: '2026-11-01', endDate: '2026-11-30', sortOrder: 'desc', search: 'ada' },
      (fraction) => progress.push(fraction),
    );
    expect(file.fileName).toBe('transactions-user-7-2026-11-01_2026-11-30.csv');
    expect(await file.blob.text()).toContain('Date,Customer');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      sortOrder: 'desc',
      search: 'ada',
    });
    expect(progress.length).toBeGreaterThan(0);
  });

  it('leaves out a one-letter search', async () => {
    const { api, requests } = createFakeApiClient({
      'GET transactions/users/:id/download': { status: 200, body: 'Date,Customer\r\n' },
    });
    await downloadSalesList(api, 'transactions', closer, {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      sortOrder: 'desc',
      search: 'a',
    });
    expect(Object.fromEntries(requests[0]?.query ?? [])).not.toHaveProperty('search');
  });

  it('passes the server’s refusal on', async () => {
    const { api } = createFakeApiClient({
      'GET transactions/users/:id/download': failure(
        400,
        'validation-error',
        'endDate must not be before startDate',
      ),
    });
    await expect(
      downloadSalesList(api, 'transactions', closer, {
        startDate: '2026-11-30',
        endDate: '2026-11-01',
        sortOrder: 'desc',
      }),
    ).rejects.toThrow('endDate must not be before startDate');
  });
});
