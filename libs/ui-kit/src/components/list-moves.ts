/**
 * How an item of a ranked list changed between two orders: it moved `up` (a better place) or
 * `down`, or it is `new` to the list. `from` is its previous place (0-based), when it had one.
 */
export type ListMove = { kind: 'up' | 'down'; from: number } | { kind: 'new' };

/**
 * The items of `next` that stand somewhere else than in `previous`, or were not in it. Nothing
 * moves when `previous` is empty: a list filled for the first time did not change.
 * @param previous - the keys in their former order, best first
 * @param next - the keys in their new order, best first
 */
export function listMoves<K>(previous: readonly K[], next: readonly K[]): Map<K, ListMove> {
  const moves = new Map<K, ListMove>();
  if (previous.length === 0) return moves;
  const before = new Map(previous.map((key, index) => [key, index]));
  next.forEach((key, index) => {
    const from = before.get(key);
    if (from === undefined) moves.set(key, { kind: 'new' });
    else if (from !== index) moves.set(key, { kind: from > index ? 'up' : 'down', from });
  });
  return moves;
}
