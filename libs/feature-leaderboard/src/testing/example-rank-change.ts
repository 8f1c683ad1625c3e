import type { Leaderboard } from '@salesdash/api-contract';
import { exampleLeaderboard } from '@salesdash/data-access-api/testing';

/**
 * The example board after Casey Closer (7, the signed-in person) passes Jordan Reyes on Total
 * Cash Collected: 3rd → 2nd, on the list and on the podium.
 */
export function exampleRankChange(): Leaderboard {
  const [avery, jordan, casey, ...rest] = exampleLeaderboard()[0]?.users ?? [];
  if (!avery || !jordan || !casey) throw new Error('The example board has fewer than three');
  return exampleLeaderboard({
    totalCash: [avery, { ...casey, value: 33_400 }, jordan, ...rest],
  });
}
