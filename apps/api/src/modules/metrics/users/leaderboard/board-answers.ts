import {
  leaderboardCategories,
  leaderboardTopCount,
  type Leaderboard,
  type LeaderboardMetric,
  type LeaderboardPage,
} from '@salesdash/api-contract';
import { rankedEntry, type RankedBoard } from './rank-board.ts';

const entriesOf = (board: RankedBoard, category: number, from: number, to: number) => {
  const end = Math.min(to, board.orders[category]?.length ?? 0);
  return Array.from({ length: Math.max(0, end - from) }, (_, offset) =>
    rankedEntry(board, category, from + offset),
  );
};

/**
 * The board's answer (docs/product-rules.md#leaderboard): each category's first
 * {@link leaderboardTopCount} entries, the caller's own entry wherever it ranks, and how many are
 * ranked.
 * @param callerId - the signed-in person; null for a share link, which gets no caller entry
 */
export function leaderboardOf(board: RankedBoard, callerId: number | null): Leaderboard {
  const callerAt =
    callerId === null ? -1 : board.people.findIndex((person) => person.user_id === callerId);
  return leaderboardCategories.map(({ title, metric }, category) => {
    const order = board.orders[category] ?? new Int32Array();
    const position = callerAt < 0 ? -1 : order.indexOf(callerAt);
    return {
      title,
      metric,
      users: entriesOf(board, category, 0, leaderboardTopCount),
      caller: position < 0 ? null : rankedEntry(board, category, position),
      totalCount: order.length,
    };
  });
}

/**
 * One page of one category's whole ranking ("Show all"), with the tables' pagination. A page
 * past the last is empty.
 */
export function leaderboardPageOf(
  board: RankedBoard,
  metric: LeaderboardMetric,
  { page, limit }: { page: number; limit: number },
): LeaderboardPage {
  const category = leaderboardCategories.findIndex((entry) => entry.metric === metric);
  const totalCount = board.orders[category]?.length ?? 0;
  const totalPages = Math.ceil(totalCount / limit);
  const from = (page - 1) * limit;
  return {
    title: leaderboardCategories[category]?.title ?? metric,
    metric,
    users: entriesOf(board, category, from, from + limit),
    pagination: { hasNextPage: page < totalPages, totalCount, totalPages },
  };
}
