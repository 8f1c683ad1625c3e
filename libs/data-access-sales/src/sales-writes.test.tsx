import { fieldProblemOf } from '@salesdash/data-access-api';
import {
  createFakeApiClient,
  exampleAppointment,
  exampleAppointmentList,
  exampleCommissionSummary,
  exampleTransaction,
  exampleTransactionList,
  failure,
  success,
  createHookHarness,
} from '@salesdash/data-access-api/testing';
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commissionSummaryQueryOptions } from './commission-summary-query-options.ts';
import { fetchCommissionSummary } from './fetch-commission-summary.ts';
import { salesKeys } from './sales-keys.ts';
import { salesListQueryOptions } from './sales-list-query-options.ts';
import { useAssignRate } from './use-assign-rate.ts';
import { useDeclineAppointment, useDeleteAppointment } from './use-write-appointments.ts';
import { useDeleteTransaction, useRequestCommission } from './use-write-transactions.ts';
import { declineAppointment } from './write-appointments.ts';
import {
  createTransaction,
  requestCommission,
  requestCommissionFailedMessage,
  updateTransaction,
} from './write-transactions.ts';

const deal = {
  product_id: 1,
  customer_name: 'Avery Stone',
  amount: 3000,
  transaction_type: 'new',
  transaction_date: '2026-11-20',
} as const;

describe('transaction writes', () => {
  it('send the body to the API paths and read the row back', async () => {
    const { api, requests } = createFakeApiClient({
      'POST transactions': success(exampleTransaction({ transaction_status: 'pending' }), 201),
      'PATCH transactions/:id': success(exampleTransaction({ notes: 'fixed' })),
    });
    await expect(createTransaction(api, { ...deal, user_id: 7 })).resolves.toMatchObject({
      transaction_status: 'pending',
    });
    await expect(updateTransaction(api, 101, { notes: 'fixed' })).resolves.toMatchObject({
      notes: 'fixed',
    });
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', 'transactions', { ...deal, user_id: 7 }],
      ['PATCH', 'transactions/101', { notes: 'fixed' }],
    ]);
  });

  it('fail a commission request with its fixed words, the field of a 400 still found', async () => {
    const { api } = createFakeApiClient({
      'POST transactions/employee': failure(
        400,
        'validation-error',
        'transaction_date: must not be after today (2026-11-24)',
      ),
    });
    const error = await requestCommission(api, deal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to request commission transaction');
    expect(requestCommissionFailedMessage).toBe('Failed to request commission transaction');
    expect(fieldProblemOf(error)).toEqual({
      field: 'transaction_date',
      message: 'must not be after today (2026-11-24)',
    });
  });

  it('refetch the tables after a request, whether it worked or not', async () => {
    const { api, queryClient, wrapper, requests } = createHookHarness({
      'GET transactions/users/:id': success(exampleTransactionList(1, 1)),
      'POST transactions/employee': failure(500, 'internal', 'Internal Server Error'),
    });
    const query = { page: 1, limit: 10, sortOrder: 'desc' as const };
    const subject = { kind: 'users', id: 7 } as const;
    await queryClient.fetchQuery(salesListQueryOptions(api, 'transactions', subject, query));
    const { result } = renderHook(() => useRequestCommission(), { wrapper });
    await act(() => result.current.mutateAsync(deal).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Failed to request commission transaction'),
    );
    await waitFor(() =>
      expect(
        queryClient.getQueryState(
          salesListQueryOptions(api, 'transactions', subject, query).queryKey,
        )?.isInvalidated,
      ).toBe(true),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keep a refused delete’s reason for the dialog', async () => {
    const { wrapper } = createHookHarness({
      'DELETE transactions/:id': failure(
        409,
        'conflict',
        'The transaction is approved and cannot be deleted: its commission is paid at its amount and date; refund it instead',
      ),
    });
    const { result } = renderHook(() => useDeleteTransaction(), { wrapper });
    await act(() => result.current.mutateAsync(101).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toMatch(/^The transaction is approved/),
    );
  });
});

describe('a person’s pay', () => {
  it('is read for the signed-in person, or for user_id', async () => {
    const { api, requests } = createFakeApiClient({
      'GET commission': success(exampleCommissionSummary()),
    });
    await fetchCommissionSummary(api);
    await fetchCommissionSummary(api, 7);
    expect(requests.map((request) => request.query.get('user_id'))).toEqual([null, '7']);
  });

  it('fails as “Failed to load Commisions”, spelling kept', async () => {
    const { api } = createFakeApiClient({ 'GET commission': failure(404, 'not-found') });
    await expect(fetchCommissionSummary(api, 7)).rejects.toMatchObject({
      message: 'Failed to load Commisions',
      cause: { status: 404 },
    });
  });

  it('takes the answer of a rate change as the person’s pay at once', async () => {
    let stored = exampleCommissionSummary();
    const patches: number[] = [];
    const { api, queryClient, wrapper } = createHookHarness({
      'GET commission': () => success(stored),
      'PATCH commission': () => {
        stored = exampleCommissionSummary({ history: [] });
        patches.push(Date.now());
        return success(stored);
      },
    });
    const { result } = renderHook(
      () => ({ pay: useQuery(commissionSummaryQueryOptions(api, 7)), assign: useAssignRate() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pay.data?.history).toHaveLength(1));
    await act(() =>
      result.current.assign.mutateAsync({
        user_id: 7,
        product_id: null,
        role_id: 1,
        effective_from: '2026-12-01',
      }),
    );
    expect(patches).toHaveLength(1);
    expect(
      queryClient.getQueryData<{ history: unknown[] }>(salesKeys.commission(7))?.history,
    ).toEqual([]);
  });
});

describe('call writes', () => {
  it('decline and delete through their paths, then mark the tables stale', async () => {
    const { api, queryClient, wrapper, requests } = createHookHarness({
      'GET appointments/users/:id': success(exampleAppointmentList()),
      'POST appointments/decline/:id': success(exampleAppointment({ setter_id: null })),
      'DELETE appointments/:id': ({ params }) => success({ appointment_id: Number(params['id']) }),
    });
    const query = { page: 1, limit: 10, sortOrder: 'desc' as const };
    const list = salesListQueryOptions(api, 'appointments', { kind: 'users', id: 7 }, query);
    const stale = () => queryClient.getQueryState(list.queryKey)?.isInvalidated;
    for (const [useWrite, id] of [
      [useDeclineAppointment, 41],
      [useDeleteAppointment, 42],
    ] as const) {
      await queryClient.fetchQuery(list);
      expect(stale()).toBe(false);
      const { result } = renderHook(() => useWrite(), { wrapper });
      await act(async () => {
        await result.current.mutateAsync(id);
      });
      await waitFor(() => expect(stale()).toBe(true));
    }
    expect(
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST appointments/decline/41', 'DELETE appointments/42']);
  });

  it('reject with the server’s reason', async () => {
    const { api } = createFakeApiClient({
      'POST appointments/decline/:id': failure(
        403,
        'forbidden',
        'Only the setter named on a call can decline it',
      ),
    });
    await expect(declineAppointment(api, 41)).rejects.toThrow(
      'Only the setter named on a call can decline it',
    );
  });
});
