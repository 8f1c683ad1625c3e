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
 * Domain §5's categories in order, each ranked: value descending, ties by display name (then
 * id, so the order is total), nobody at 0.
 */
export function rankBoard(people: readonly BoardPerson[]): RankedBoard {
  // Names are compared once, not in every category's sort: a collator is slow, numbers are not.
  const byName = [...people].sort(
    (a, b) => collator.compare(a.display_name, b.display_name) || a.user_id - b.user_id,
  );
  const orders = leaderboardCategories.map(({ metric }) => {
    const ranked: number[] = [];
    for (let index = 0; index < byName.length; index += 1) {
      if (byName[index]?.values[metric] !== 0) ranked.push(index);
    }
    const valueAt = (index: number) => byName[index]?.values[metric] ?? 0;
    // Stable on the name order: equal values keep it.
    ranked.sort((a, b) => valueAt(b) - valueAt(a) || a - b);
    return Int32Array.from(ranked);
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
