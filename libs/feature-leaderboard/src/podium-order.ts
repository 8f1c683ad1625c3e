/**
 * The podium's people as shown, left to right: 2nd, 1st, 3rd, the winner in the centre; none
 * when fewer than three are ranked (docs/product-rules.md#leaderboard).
 * @param ranked - a category's people, best first
 */
export function podiumOrder<T>(ranked: readonly T[]): T[] {
  const [first, second, third] = ranked;
  if (first === undefined || second === undefined || third === undefined) return [];
  return [second, first, third];
}
