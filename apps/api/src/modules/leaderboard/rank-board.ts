import {
  leaderboardCategories,
  type Leaderboard,
  type LeaderboardEntry,
  type MetricValues,
} from '@salesdash/api-contract';

/** A person of the board: who they are, and their figures for the range. */
export type BoardPerson = Omit<LeaderboardEntry, 'value' | 'place'> & { values: MetricValues };

const places = [1, 2, 3] as const;

/**
 * Domain §5's categories in order, each ranked: value descending, ties by display name (then
 * id, so the order is total), nobody at 0, places 1 to 3 on the first three.
 */
export function rankBoard(people: readonly BoardPerson[]): Leaderboard {
  return leaderboardCategories.map(({ title, metric }) => ({
    title,
    metric,
    users: people
      .map(({ values, ...person }) => ({ ...person, value: values[metric] }))
      .filter((entry) => entry.value !== 0)
      .sort(
        (a, b) =>
          b.value - a.value ||
          a.display_name.localeCompare(b.display_name, 'en') ||
          a.user_id - b.user_id,
      )
      .map((entry, index) => {
        const place = places[index];
        return place === undefined ? entry : { ...entry, place };
      }),
  }));
}
