import {
  ApiTestProviders,
  createFakeApiClient,
  type FakeApiClient,
} from '@salesdash/data-access-api/testing';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { Leaderboard } from '../leaderboard.tsx';
import { LeaderboardTv } from '../leaderboard-tv.tsx';
import { leaderboardRoutes, type LeaderboardRoutesOptions } from './leaderboard-routes.ts';

export type LeaderboardHarnessProps = {
  options?: LeaderboardRoutesOptions;
  /** TV mode instead of the page, showing the chosen period or this month. */
  tv?: boolean | 'current';
  /** The signed-in person; Casey Closer (7) of the example board unless given. */
  currentUserId?: number | null;
  /** Receives the fake API, to read the calls made. */
  onApi?: (fake: FakeApiClient) => void;
  queryClient?: QueryClient;
};

/**
 * The leaderboard (or its TV mode) on a fake API with a jotai store of its own, so the period
 * reads from localStorage as on a fresh page. Stories and tests.
 */
export function LeaderboardHarness({
  options,
  tv = false,
  currentUserId = 7,
  onApi,
  queryClient,
}: LeaderboardHarnessProps) {
  const [fake] = useState(() => {
    const created = createFakeApiClient(leaderboardRoutes(options), {
      getToken: () => 'user-token',
    });
    onApi?.(created);
    return created;
  });
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ApiTestProviders api={fake.api} queryClient={queryClient}>
        {tv ? (
          <LeaderboardTv period={tv === 'current' ? 'current' : 'chosen'} />
        ) : (
          <Leaderboard currentUserId={currentUserId} />
        )}
      </ApiTestProviders>
    </Provider>
  );
}
