import type { LeaderboardEntry } from '@salesdash/api-contract';

/**
 * The picture of a board entry: the chosen avatar when it is a plain image URL; null for
 * initials. A picture uploaded to the server (`/api/avatars/:id…`) answers only to a
 * credential allowed to read that person, which an `<img>` cannot send and which most viewers
 * of a board do not have, so the board shows initials for it (docs/decisions/0048).
 * @param entry - a person on the board
 */
export function entryPicture(entry: Pick<LeaderboardEntry, 'avatar' | 'profile_picture'>) {
  const uploaded = entry.profile_picture?.startsWith('/api/') ? null : entry.profile_picture;
  return uploaded ?? entry.avatar ?? null;
}
