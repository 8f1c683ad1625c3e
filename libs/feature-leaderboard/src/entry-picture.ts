import type { LeaderboardEntry } from '@salesdash/api-contract';

/**
 * The picture of a board entry: the uploaded profile picture, else the chosen avatar; null for
 * initials.
 * @param entry - a person on the board
 */
export function entryPicture(entry: Pick<LeaderboardEntry, 'avatar' | 'profile_picture'>) {
  return entry.profile_picture ?? entry.avatar ?? null;
}
