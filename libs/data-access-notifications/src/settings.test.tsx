import type { NotificationPreferences } from '@salesdash/api-contract';
import { ApiClientProvider } from '@salesdash/data-access-api';
import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  mailStatusQueryOptions,
  notificationPreferencesQueryOptions,
  settingsKeys,
} from './settings-query-options.ts';
import { useSaveNotificationPreferences } from './use-save-notification-preferences.ts';

const stored: NotificationPreferences = {
  email_available: true,
  preferences: [
    { trigger: 'transaction:approved', in_app: true, email: true },
    { trigger: 'adjustment:added', in_app: false, email: false },
  ],
};

describe('settings', () => {
  it('read the caller’s notification choices and the mail status', async () => {
    const status = { enabled: false, from: null, queued: 0, failed: 0, failures: [] };
    const { api, requests } = createFakeApiClient({
      'GET notification-preferences': success(stored),
      'GET mail/status': success(status),
    });
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(notificationPreferencesQueryOptions(api))).resolves.toEqual(
      stored,
    );
    await expect(queryClient.fetchQuery(mailStatusQueryOptions(api))).resolves.toEqual(status);
    expect(requests.map((request) => request.path)).toEqual([
      'notification-preferences',
      'mail/status',
    ]);
  });

  it('save the whole choice and keep what the server stored', async () => {
    const { api, requests } = createFakeApiClient({
      'PUT notification-preferences': ({ body }) =>
        success({ email_available: true, ...(body as object) }),
    });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    );
    const { result } = renderHook(() => useSaveNotificationPreferences(), { wrapper });
    await act(() => result.current.mutateAsync({ preferences: stored.preferences }));
    expect(requests[0]?.body).toEqual({ preferences: stored.preferences });
    expect(queryClient.getQueryData(settingsKeys.notificationPreferences())).toEqual(stored);
  });

  it('throw the server’s 400 naming the field', async () => {
    const { api } = createFakeApiClient({
      'PUT notification-preferences': failure(
        400,
        'invalid-argument',
        'preferences.0.trigger: Invalid option',
      ),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={api}>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </ApiClientProvider>
    );
    const { result } = renderHook(() => useSaveNotificationPreferences(), { wrapper });
    act(() => result.current.mutate({ preferences: [] }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 400 });
  });
});
