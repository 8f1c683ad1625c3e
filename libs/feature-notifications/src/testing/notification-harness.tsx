import {
  ApiTestProviders,
  createFakeApiClient,
  type FakeApiClient,
} from '@salesdash/data-access-api/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NotificationBell } from '../notification-bell.tsx';
import { NotificationPanel } from '../notification-panel.tsx';
import { notificationRoutes, type NotificationRoutesOptions } from './notification-routes.ts';

export type NotificationHarnessProps = {
  options?: NotificationRoutesOptions;
  /** The panel alone, open, instead of the bell. */
  panel?: boolean;
  onNavigate?: (path: string) => void;
  onClose?: (returnFocus: boolean) => void;
  /** Receives the fake API, to read the calls made. */
  onApi?: (fake: FakeApiClient) => void;
  queryClient?: QueryClient;
};

/**
 * The bell (or the open panel alone) at the right of a top bar, on a fake notifications API.
 * Stories and tests.
 */
export function NotificationHarness({
  options,
  panel = false,
  onNavigate = () => undefined,
  onClose = () => undefined,
  onApi,
  queryClient,
}: NotificationHarnessProps) {
  const [fake] = useState(() => {
    const created = createFakeApiClient(notificationRoutes(options), {
      getToken: () => 'user-token',
    });
    onApi?.(created);
    return created;
  });
  return (
    <ApiTestProviders api={fake.api} queryClient={queryClient}>
      <div className="flex min-h-[36rem] justify-end bg-bg p-4">
        {panel ? (
          <div className="relative h-0 w-96">
            <NotificationPanel id="notification-panel" onClose={onClose} onNavigate={onNavigate} />
          </div>
        ) : (
          <NotificationBell onNavigate={onNavigate} />
        )}
      </div>
    </ApiTestProviders>
  );
}
