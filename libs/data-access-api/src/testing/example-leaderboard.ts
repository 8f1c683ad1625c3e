import {
  leaderboardCategories,
  leaderboardTopCount,
  type Leaderboard,
  type LeaderboardCategory,
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardPage,
} from '@salesdash/api-contract';

/** A person on a ranking and their value, before the rank and place the order gives them. */
export type ExampleRanked = Omit<LeaderboardEntry, 'rank' | 'place'>;
type Person = Omit<ExampleRanked, 'value'>;

const person = (user_id: number, display_name: string, role_title: string): Person => ({
  user_id,
  display_name,
  avatar: null,
  profile_picture: null,
  role_title,
});

/** The people of the example board; Casey Closer (7) is `exampleSignedInUser`. */
const people = {
  avery: person(11, 'Avery Ace', 'Closer'),
  casey: person(7, 'Casey Closer', 'Closer'),
  jordan: person(12, 'Jordan Reyes', 'Closer'),
  sam: person(8, 'Sam Setter', 'Setter'),
  taylor: person(13, 'Taylor Kim', 'Setter'),
  devon: person(14, 'Devon Park', 'Setter'),
} satisfies Record<string, Person>;
type Name = keyof typeof people;

/** Each category's ranking as [who, value], best first (values as the API sends them). */
const rankings: Record<LeaderboardMetric, [Name, number][]> = {
  totalCash: [
    ['avery', 48_250],
    ['jordan', 31_900.5],
    ['casey', 27_400],
    ['sam', 6_000],
    ['taylor', 2_500],
  ],
  newCash: [
    ['jordan', 22_000],
    ['avery', 18_000],
    ['casey', 12_500],
  ],
  closedDeals: [
    ['avery', 9],
    ['casey', 7],
    ['jordan', 7],
  ],
  closeRateTaken: [
    ['casey', 0.4375],
    ['avery', 0.36],
    ['jordan', 0.3],
  ],
  takenCalls: [
    ['avery', 25],
    ['jordan', 23],
    ['casey', 16],
  ],
  showRate: [
    ['jordan', 0.92],
    ['casey', 0.8],
    ['avery', 0.78],
  ],
  messageSent: [
    ['sam', 412],
    ['devon', 388],
    ['taylor', 215],
    ['casey', 12],
  ],
  callsMade: [
    ['taylor', 140],
    ['sam', 131],
    ['devon', 97],
  ],
};

const titleOf = (metric: LeaderboardMetric) =>
  leaderboardCategories.find((category) => category.metric === metric)?.title ?? metric;

/** `ranking` (best first) with ranks from 1 and places on the first three. */
function ranked(ranking: readonly ExampleRanked[]): LeaderboardEntry[] {
  return ranking.map((entry, index) => {
    // An entry of another answer may come with its own rank and place: the order decides.
    const { rank: _rank, place: _place, ...who } = entry as LeaderboardEntry;
    const rankedEntry = { ...who, rank: index + 1 };
    return index < 3 ? { ...rankedEntry, place: (index + 1) as 1 | 2 | 3 } : rankedEntry;
  });
}

/**
 * A category as the API answers it from its whole ranking (best first): the first ten, the
 * caller's own entry wherever it ranks (none for `callerId` null, a share link) and the count.
 */
export function exampleCategory(
  metric: LeaderboardMetric,
  ranking: readonly ExampleRanked[],
  callerId: number | null = 7,
): LeaderboardCategory {
  const entries = ranked(ranking);
  return {
    title: titleOf(metric),
    metric,
    users: entries.slice(0, leaderboardTopCount),
    caller: entries.find((entry) => entry.user_id === callerId) ?? null,
    totalCount: entries.length,
  };
}

export type ExampleLeaderboardOptions = {
  /** Whose own entry each category carries: Casey Closer (7) unless given; null for a link. */
  callerId?: number | null;
  /** Only the first so many of each ranking (0: an empty board). */
  people?: number;
};

/**
 * `data` of `GET metrics/users/leaderboard` for stories and tests: every category
 * in order, as the API answers it. `overrides` replace a category's whole ranking by metric.
 */
export function exampleLeaderboard(
  overrides: Partial<Record<LeaderboardMetric, readonly ExampleRanked[]>> = {},
  { callerId = 7, people: count }: ExampleLeaderboardOptions = {},
): Leaderboard {
  return leaderboardCategories.map(({ metric }) => {
    const ranking =
      overrides[metric] ?? rankings[metric].map(([name, value]) => ({ ...people[name], value }));
    return exampleCategory(metric, ranking.slice(0, count), callerId);
  });
}

/** `count` people, Rep 01 the best (`count` × 1,000) down to 1,000, ids from 100. */
function longRanking(count: number): ExampleRanked[] {
  return Array.from({ length: count }, (_, index) => ({
    ...person(100 + index, `Rep ${String(index + 1).padStart(2, '0')}`, 'Closer'),
    value: (count - index) * 1_000,
  }));
}

/**
 * A board of `count` people in every category, for the long-list and TV stories.
 * @param callerId - whose own entry it carries (Rep k is 99 + k); none unless given
 */
export function exampleLongLeaderboard(count: number, callerId: number | null = null): Leaderboard {
  return leaderboardCategories.map(({ metric }) =>
    exampleCategory(metric, longRanking(count), callerId),
  );
}

/**
 * `data` of `GET metrics/users/leaderboard/:metric` ("Show all") on
 * {@link exampleLongLeaderboard}'s board of `count` people: one page.
 */
export function exampleLeaderboardPage(
  metric: LeaderboardMetric,
  count: number,
  { page = 1, limit = 10 }: { page?: number; limit?: number } = {},
): LeaderboardPage {
  const totalPages = Math.ceil(count / limit);
  return {
    title: titleOf(metric),
    metric,
    users: ranked(longRanking(count)).slice((page - 1) * limit, page * limit),
    pagination: { hasNextPage: page < totalPages, totalCount: count, totalPages },
  };
}
