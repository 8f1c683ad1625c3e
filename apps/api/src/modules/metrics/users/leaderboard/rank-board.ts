import {
  leaderboardCategories,
  type LeaderboardEntry,
  type MetricValues,
} from '@salesdash/api-contract';

/** A person of the board: who they are, and their figures for the range. */
export type BoardPerson = Omit<LeaderboardEntry, 'value' | 'rank' | 'place'> & {
  values: MetricValues;
};

/**
 * Every category of a board ranked once: the people, and per category of
 * `leaderboardCategories` (same order) the positions in `people` of those it ranks, best
 * first. Compact on purpose: the embedded server keeps boards in memory (board-cache.ts), and
 * an answer builds only the entries it sends.
 */
export type RankedBoard = {
  people: readonly BoardPerson[];
  orders: readonly Int32Array[];
};

const places = [1, 2, 3] as const;
const collator = new Intl.Collator('en');

/**
 * The leaderboard's categories in order (docs/product-rules.md#leaderboard), each ranked: value
 * descending, ties by display name (then id, so the order is total), nobody at 0.
 */
export function rankBoard(people: readonly BoardPerson[]): RankedBoard {
  // Names are compared once, not in every category's sort: a collator is slow, numbers are not.
  const byName = [...people].sort(
    (a, b) => collator.compare(a.display_name, b.display_name) || a.user_id - b.user_id,
  );
  // One category's values in a typed array: the sort reads them thousands of times, and a
  // property looked up by a varying name is what made ranking cost milliseconds.
  const values = new Float64Array(byName.length);
  const orders = leaderboardCategories.map(({ metric }) => {
    const ranked = new Int32Array(byName.length);
    let count = 0;
    byName.forEach((person, index) => {
      const value = person.values[metric];
      values[index] = value;
      if (value !== 0) ranked[count++] = index;
    });
    // Stable on the name order: equal values keep it.
    return ranked
      .subarray(0, count)
      .sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b)
      .slice();
  });
  return { people: byName, orders };
}

/**
 * The entry at `position` (from 0) of category `category` (its index in
 * `leaderboardCategories`): rank `position + 1`, and a place on the first three.
 * @throws Error for a position the category does not have
 */
export function rankedEntry(
  board: RankedBoard,
  category: number,
  position: number,
): LeaderboardEntry {
  const person = board.people[board.orders[category]?.[position] ?? -1];
  const metric = leaderboardCategories[category]?.metric;
  if (!person || !metric) throw new Error(`no entry ${position} in category ${category}`);
  const { values, ...who } = person;
  const entry = { ...who, value: values[metric], rank: position + 1 };
  const place = places[position];
  return place === undefined ? entry : { ...entry, place };
}
