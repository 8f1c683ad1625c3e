import type { LeaderboardMetric, LeaderboardQueryInput } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { leaderboardPageQueryOptions } from '@salesdash/data-access-metrics';
import { Dialog, EmptyState, ErrorState, Pagination, Skeleton } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { nobodyRankedText } from './category-format.ts';
import { RankedRow } from './ranked-row.tsx';

export type CategoryRankingDialogProps = {
  /** The board the category is on (period and roles). */
  query: LeaderboardQueryInput;
  metric: LeaderboardMetric;
  title: string;
  /** The signed-in person, highlighted where they rank. */
  currentUserId?: number | null;
  onClose: () => void;
  /** People a page. */
  pageSize?: number;
};

/**
 * "Show all" of one category: its whole ranking in a dialog, a page at a time from the server,
 * loaded only when asked for. A page already shown stays while the next one loads,
 * and a reload of the board (a realtime change) reloads the page shown.
 */
export function CategoryRankingDialog({
  query,
  metric,
  title,
  currentUserId,
  onClose,
  pageSize = 25,
}: CategoryRankingDialogProps) {
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const ranking = useQuery({
    ...leaderboardPageQueryOptions(api, query, metric, { page, limit: pageSize }),
    // React Query's keepPreviousData, inline: importing it grows the first load's framework chunk.
    placeholderData: (previous) => previous,
  });
  const { data } = ranking;

  return (
    <Dialog
      title={title}
      description={
        data ? `Everyone ranked: ${data.pagination.totalCount}` : 'Everyone ranked in the period'
      }
      onClose={onClose}
      size="lg"
    >
      {ranking.isError ? (
        <ErrorState
          title="The ranking could not load"
          message={ranking.error.message}
          onRetry={() => void ranking.refetch()}
          retrying={ranking.isFetching}
        />
      ) : !data ? (
        <div role="status" aria-label={`Loading ${title}`} className="space-y-2">
          <Skeleton lines={6} />
        </div>
      ) : data.users.length === 0 ? (
        <EmptyState title="Nobody ranked here" description={nobodyRankedText(title)} />
      ) : (
        <ol
          aria-label={`${title}, page ${page}`}
          aria-busy={ranking.isPlaceholderData}
          className="space-y-1"
        >
          {data.users.map((entry) => (
            <RankedRow
              key={entry.user_id}
              rank={entry.rank}
              entry={entry}
              metric={metric}
              you={entry.user_id === currentUserId}
            />
          ))}
        </ol>
      )}
      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          className="mt-3"
          page={page}
          totalPages={data.pagination.totalPages}
          totalCount={data.pagination.totalCount}
          pageSize={pageSize}
          onPageChange={setPage}
          disabled={ranking.isPlaceholderData}
          label={`Pages of ${title}`}
        />
      ) : null}
    </Dialog>
  );
}
