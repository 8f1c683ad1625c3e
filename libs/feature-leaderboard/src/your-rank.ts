import type { LeaderboardEntry } from '@salesdash/api-contract';

/**
 * Where a person stands on a category: their rank from 1 and their entry, or null when they are
 * not on it (no value in the period, or filtered out).
 * @param users - the category's people, best first
 * @param userId - the signed-in person
 */
export function yourRank(
  users: readonly LeaderboardEntry[],
  userId: number | null | undefined,
): { rank: number; entry: LeaderboardEntry } | null {
  const index = users.findIndex((user) => user.user_id === userId);
  const entry = users[index];
  return entry ? { rank: index + 1, entry } : null;
}
