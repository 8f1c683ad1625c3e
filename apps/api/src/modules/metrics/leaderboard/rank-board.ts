import {
  leaderboardCategories,
  type Leaderboard,
  type LeaderboardEntry,
  type MetricValues,
} from '@salesdash/api-contract';

/** A person of the board: who they are, and their figures for the range. */
export type BoardPerson = Omit<LeaderboardEntry, 'value' | 'place'> & { values: MetricValues };

const places = [1, 2, 3] as const;
const collator = new Intl.Collator('en');

/**
 * Domain §5's categories in order, each ranked: value descending, ties by display name (then
 * id, so the order is total), nobody at 0, places 1 to 3 on the first three.
 */
export function rankBoard(people: readonly BoardPerson[]): Leaderboard {
  // Names are compared once, not in every category's sort: a collator is slow, numbers are not.
  const byName = [...people].sort(
    (a, b) => collator.compare(a.display_name, b.display_name) || a.user_id - b.user_id,
  );
  const nameRank = new Map(byName.map((person, index) => [person.user_id, index]));
  const rankOf = (userId: number) => nameRank.get(userId) ?? 0;
  return leaderboardCategories.map(({ title, metric }) => ({
    title,
    metric,
    users: byName
      .filter(({ values }) => values[metric] !== 0)
      .sort((a, b) => b.values[metric] - a.values[metric] || rankOf(a.user_id) - rankOf(b.user_id))
      .map(({ values, ...person }, index) => {
        const place = places[index];
        const entry = { ...person, value: values[metric] };
        return place === undefined ? entry : { ...entry, place };
      }),
  }));
}
