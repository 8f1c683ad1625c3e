import {
  leaderboardCategories,
  type Leaderboard,
  type LeaderboardEntry,
} from '@salesdash/api-contract';

type Person = Omit<LeaderboardEntry, 'value' | 'place'>;

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
const rankings: Record<(typeof leaderboardCategories)[number]['metric'], [Name, number][]> = {
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

/**
 * `data` of `GET metrics/users/leaderboard` for stories and tests: every category of domain §5
 * in order, ranked, the first three placed. `overrides` replace a category's people by metric.
 */
export function exampleLeaderboard(
  overrides: Partial<Record<keyof typeof rankings, LeaderboardEntry[]>> = {},
): Leaderboard {
  return leaderboardCategories.map(({ title, metric }) => ({
    title,
    metric,
    users:
      overrides[metric] ??
      rankings[metric].map(([name, value], index) => ({
        ...people[name],
        value,
        ...(index < 3 ? { place: (index + 1) as 1 | 2 | 3 } : {}),
      })),
  }));
}

/** A board of `count` people in every category, for the long-list and TV stories. */
export function exampleLongLeaderboard(count: number): Leaderboard {
  const entries = Array.from({ length: count }, (_, index): LeaderboardEntry => ({
    ...person(100 + index, `Rep ${String(index + 1).padStart(2, '0')}`, 'Closer'),
    value: (count - index) * 1_000,
    ...(index < 3 ? { place: (index + 1) as 1 | 2 | 3 } : {}),
  }));
  return leaderboardCategories.map(({ title, metric }) => ({ title, metric, users: entries }));
}
