import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CategoryRankingDialog } from '../category-ranking-dialog.tsx';
import { leaderboardRoutes, type LeaderboardRoutesOptions } from './leaderboard-routes.ts';

export type RankingDialogHarnessProps = {
  /** How "Show all" answers: pages of a board of 30 unless given. */
  page?: LeaderboardRoutesOptions['page'];
  /** The signed-in person (Rep k is 99 + k). */
  currentUserId?: number | null;
  onClose?: () => void;
};

/** "Show all" of Calls Made for November 2026 on a fake API. Stories and tests. */
export function RankingDialogHarness({
  page,
  currentUserId = 112,
  onClose = () => undefined,
}: RankingDialogHarnessProps) {
  const [fake] = useState(() => createFakeApiClient(leaderboardRoutes({ page })));
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <ApiTestProviders api={fake.api} queryClient={client}>
      <p>The leaderboard behind the dialog.</p>
      <CategoryRankingDialog
        query={{ startDate: '2026-11-01', endDate: '2026-11-30' }}
        metric="callsMade"
        title="Calls Made"
        currentUserId={currentUserId}
        onClose={onClose}
      />
    </ApiTestProviders>
  );
}
