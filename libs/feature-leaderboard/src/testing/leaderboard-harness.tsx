import {
  ApiTestProviders,
  createFakeApiClient,
  exampleLeaderboard,
  success,
  type FakeApiClient,
} from '@salesdash/data-access-api/testing';
import { metricsKeys } from '@salesdash/data-access-metrics';
import { QueryClient } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { PeriodSettings } from '@salesdash/util-period';
import { useEffect, useState } from 'react';
import { periodSettingsAtom } from '../period-atoms.ts';
import { Leaderboard } from '../leaderboard.tsx';
import { LeaderboardTv } from '../leaderboard-tv.tsx';
import { exampleRankChange } from './example-rank-change.ts';
import { leaderboardRoutes, type LeaderboardRoutesOptions } from './leaderboard-routes.ts';

export type LeaderboardHarnessProps = {
  options?: LeaderboardRoutesOptions;
  /** TV mode instead of the page, showing the chosen period or this month. */
  tv?: boolean | 'current';
  /** The signed-in person; Casey Closer (7) of the example board unless given. */
  currentUserId?: number | null;
  /** Receives the fake API, to read the calls made. */
  onApi?: (fake: FakeApiClient) => void;
  /** TV mode opened from the page: its way out. */
  onExit?: () => void;
  queryClient?: QueryClient;
  /**
   * Live: every so many ms the board changes (Casey passes Jordan, then back) and is refreshed
   * as a realtime event does it, by invalidating the leaderboard's keys. Stories.
   */
  liveEveryMs?: number;
  /** A period chosen before (stored as the picker stores it), e.g. a past one. */
  period?: PeriodSettings;
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
  onExit,
  queryClient,
  liveEveryMs,
  period,
}: LeaderboardHarnessProps) {
  const [fake] = useState(() => {
    let changes = 0;
    const live = () => success(changes++ % 2 === 0 ? exampleLeaderboard() : exampleRankChange());
    const created = createFakeApiClient(
      leaderboardRoutes(liveEveryMs ? { ...options, board: live } : options),
      { getToken: () => 'user-token' },
    );
    onApi?.(created);
    return created;
  });
  const [store] = useState(() => {
    const created = createStore();
    if (period) created.set(periodSettingsAtom, period);
    return created;
  });
  const [client] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  useEffect(() => {
    if (!liveEveryMs) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: [...metricsKeys.all, 'leaderboard'] }),
      liveEveryMs,
    );
    return () => clearInterval(timer);
  }, [client, liveEveryMs]);
  return (
    <Provider store={store}>
      <ApiTestProviders api={fake.api} queryClient={client}>
        {tv ? (
          <LeaderboardTv period={tv === 'current' ? 'current' : 'chosen'} onExit={onExit} />
        ) : (
          <Leaderboard currentUserId={currentUserId} />
        )}
      </ApiTestProviders>
    </Provider>
  );
}
