import {
  exampleAppointment,
  exampleMetrics,
  exampleTransactionListRow,
  exampleTransactionList,
  failure,
  success,
  createHookHarness,
} from '@salesdash/data-access-api/testing';
import { metricsKeys, metricsQueryOptions } from '@salesdash/data-access-metrics';
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { salesListQueryOptions } from './sales-list-query-options.ts';
import { useChangeAppointmentStatus } from './use-change-appointment-status.ts';
import { useChangeTransactionStatus } from './use-change-transaction-status.ts';

const closer = { kind: 'users', id: 7 } as const;
const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

const pageQuery = (page: number, limit = 10) => ({ page, limit, sortOrder: 'desc' as const });

describe('a table’s pages', () => {
  it('drop the answer of a page the table has left', async () => {
    const answers = new Map<string, () => void>();
    const { api, wrapper } = createHookHarness({
      'GET transactions/users/:id': ({ query }) =>
        new Promise((resolve) => {
          const page = Number(query.get('page'));
          const list = exampleTransactionList(1, 30);
          const row = exampleTransactionListRow({ transaction_id: page });
          answers.set(`${page}/${query.get('limit')}`, () =>
            resolve(success({ ...list, transactions: [row] })),
          );
        }),
    });
    const { result, rerender } = renderHook(
      ({ page, limit }) =>
        useQuery(salesListQueryOptions(api, 'transactions', closer, pageQuery(page, limit))),
      { wrapper, initialProps: { page: 1, limit: 10 } },
    );
    await waitFor(() => expect(answers.has('1/10')).toBe(true));
    rerender({ page: 2, limit: 10 });
    await waitFor(() => expect(answers.has('2/10')).toBe(true));
    rerender({ page: 2, limit: 20 });
    await waitFor(() => expect(answers.has('2/20')).toBe(true));
    // The answers arrive out of order: the latest request first, the outdated ones after.
    act(() => answers.get('2/20')?.());
    await waitFor(() => expect(result.current.data?.transactions[0]?.transaction_id).toBe(2));
    act(() => answers.get('1/10')?.());
    act(() => answers.get('2/10')?.());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data?.transactions[0]?.transaction_id).toBe(2);
    expect(result.current.data?.pagination.totalCount).toBe(30);
  });
});

describe('useChangeTransactionStatus', () => {
  const pending = exampleTransactionListRow({ transaction_id: 5, transaction_status: 'pending' });
  const list = {
    transactions: [pending],
    pagination: { hasNextPage: false, totalCount: 1, totalPages: 1 },
    position: 'closer',
    totals: { count: 1, amount: pending.amount, own_commission: 0 },
  };

  it('shows the new status at once and refetches metrics and tables after', async () => {
    let release: () => void = () => undefined;
    const { api, queryClient, wrapper, requests } = createHookHarness({
      'GET transactions/users/:id': success(list),
      'GET metrics/users/:id': success(exampleMetrics()),
      'POST transactions/status/:id': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              success({ transaction_id: 5, transaction_status: 'approved', commission_splits: [] }),
            );
        }),
    });
    const listOptions = salesListQueryOptions(api, 'transactions', closer, pageQuery(1));
    await queryClient.prefetchQuery(listOptions);
    await queryClient.prefetchQuery(metricsQueryOptions(api, closer, range));
    const { result } = renderHook(() => useChangeTransactionStatus(), { wrapper });
    act(() => result.current.mutate({ transactionId: 5, status: 'approved' }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData(listOptions.queryKey)?.transactions[0]?.transaction_status,
      ).toBe('approved'),
    );
    act(() => release());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      transaction_status: 'approved',
    });
    // Unwatched queries are marked stale; a screen showing them refetches.
    await waitFor(() =>
      expect(queryClient.getQueryState(metricsKeys.range(closer, range))?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(listOptions.queryKey)?.isInvalidated).toBe(true);
  });

  it('puts the row back and says why when the change is refused', async () => {
    const { api, queryClient, wrapper } = createHookHarness({
      'GET transactions/users/:id': success(list),
      'POST transactions/status/:id': failure(403, 'forbidden', 'Forbidden'),
    });
    const listOptions = salesListQueryOptions(api, 'transactions', closer, pageQuery(1));
    await queryClient.prefetchQuery(listOptions);
    const { result } = renderHook(() => useChangeTransactionStatus(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ transactionId: 5, status: 'approved' }).catch(() => undefined),
    );
    expect(result.current.error?.message).toBe(
      'You do not have permission to update commission status',
    );
    expect(
      queryClient.getQueryData(listOptions.queryKey)?.transactions[0]?.transaction_status,
    ).toBe('pending');
  });

  it('passes the server’s reason on for a move that is not allowed', async () => {
    const { wrapper } = createHookHarness({
      'POST transactions/status/:id': failure(
        409,
        'conflict',
        'A rejected transaction cannot be approved',
      ),
    });
    const { result } = renderHook(() => useChangeTransactionStatus(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ transactionId: 5, status: 'approved' }).catch(() => undefined),
    );
    expect(result.current.error?.message).toBe('A rejected transaction cannot be approved');
  });
});

describe('useChangeAppointmentStatus', () => {
  const call = exampleAppointment({ appointment_id: 8, appointment_status: 'scheduled' });
  const list = {
    appointments: [call],
    pagination: { hasNextPage: false, totalCount: 1, totalPages: 1 },
  };

  it('puts the call back and passes the server’s reason on when refused', async () => {
    const { api, queryClient, wrapper, requests } = createHookHarness({
      'GET appointments/users/:id': success(list),
      'POST appointments/status/:id': failure(
        403,
        'forbidden',
        'Only the closer of a call, their manager or an admin can change its status',
      ),
    });
    const options = salesListQueryOptions(api, 'appointments', closer, pageQuery(1));
    await queryClient.prefetchQuery(options);
    const { result } = renderHook(() => useChangeAppointmentStatus(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ appointmentId: 8, status: 'taken' }).catch(() => undefined),
    );
    expect(result.current.error?.message).toBe(
      'Only the closer of a call, their manager or an admin can change its status',
    );
    expect(queryClient.getQueryData(options.queryKey)?.appointments[0]?.appointment_status).toBe(
      'scheduled',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      appointment_status: 'taken',
    });
  });
});
