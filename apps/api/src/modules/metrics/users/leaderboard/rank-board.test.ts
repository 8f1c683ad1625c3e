import {
  leaderboardCategories,
  type LeaderboardMetric,
  type MetricValues,
} from '@salesdash/api-contract';
import { describe, expect, it } from 'vitest';
import { emptyTotals, metricValues } from '../../../../domain/metrics/index.ts';
import { leaderboardOf, leaderboardPageOf } from './board-answers.ts';
import { rankBoard, type BoardPerson, type RankedBoard } from './rank-board.ts';

const zero = metricValues(emptyTotals, 30);
const person = (
  user_id: number,
  display_name: string,
  values: Partial<MetricValues>,
): BoardPerson => ({
  user_id,
  display_name,
  avatar: null,
  profile_picture: null,
  role_title: 'Closer',
  values: { ...zero, ...values },
});

/** A category's whole ranking, as "Show all" pages through it. */
const everyone = (ranked: RankedBoard, metric: LeaderboardMetric) =>
  leaderboardPageOf(ranked, metric, { page: 1, limit: 100 }).users;

const board = (people: BoardPerson[]) =>
  everyone(rankBoard(people), 'totalCash').map((entry) => [
    entry.display_name,
    entry.value,
    entry.place ?? null,
  ]);

describe('rankBoard', () => {
  it('lists every leaderboard category in its order', () => {
    expect(leaderboardOf(rankBoard([]), null).map((category) => category.title)).toEqual(
      leaderboardCategories.map((category) => category.title),
    );
  });

  it.each([
    [
      'value descending, places on the first three',
      [
        person(1, 'Ann', { totalCash: 100 }),
        person(2, 'Bob', { totalCash: 300 }),
        person(3, 'Cy', { totalCash: 200 }),
        person(4, 'Di', { totalCash: 50 }),
      ],
      [
        ['Bob', 300, 1],
        ['Cy', 200, 2],
        ['Ann', 100, 3],
        ['Di', 50, null],
      ],
    ],
    [
      'ties by display name',
      [
        person(1, 'Zed', { totalCash: 100 }),
        person(2, 'amy', { totalCash: 100 }),
        person(3, 'Bea', { totalCash: 100 }),
      ],
      [
        ['amy', 100, 1],
        ['Bea', 100, 2],
        ['Zed', 100, 3],
      ],
    ],
    [
      'nobody at zero, so fewer than three places',
      [person(1, 'Ann', { totalCash: 0 }), person(2, 'Bob', { totalCash: 12.5 })],
      [['Bob', 12.5, 1]],
    ],
    [
      'a negative value (a refund month) ranks last, but is on the board',
      [person(1, 'Ann', { totalCash: -40 }), person(2, 'Bob', { totalCash: 10 })],
      [
        ['Bob', 10, 1],
        ['Ann', -40, 2],
      ],
    ],
  ])('%s', (_name, people, expected) => {
    expect(board(people)).toEqual(expected);
  });

  it('ranks each category by its own metric', () => {
    const ranked = rankBoard([
      person(1, 'Ann', { showRate: 0.9, messageSent: 3 }),
      person(2, 'Bob', { showRate: 0.5, messageSent: 7 }),
    ]);
    const of = (metric: LeaderboardMetric) =>
      everyone(ranked, metric).map((entry) => entry.display_name);
    expect(of('showRate')).toEqual(['Ann', 'Bob']);
    expect(of('messageSent')).toEqual(['Bob', 'Ann']);
    expect(of('totalCash')).toEqual([]);
  });
});

// 25 people: Rep 01 has the most cash, Rep 25 the least; Rep 25 has no calls.
const reps = rankBoard(
  Array.from({ length: 25 }, (_, index) =>
    person(100 + index, `Rep ${String(index + 1).padStart(2, '0')}`, {
      totalCash: (25 - index) * 100,
      takenCalls: index === 24 ? 0 : 1,
    }),
  ),
);

describe('leaderboardOf', () => {
  it.each([
    ['a caller in the first ten', 102, 3],
    ['a caller below the first ten', 120, 21],
    ['the last ranked', 124, 25],
  ])('carries the first ten, the count and %s', (_name, callerId, rank) => {
    const cash = leaderboardOf(reps, callerId)[0];
    expect(cash?.users.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cash?.users.map((entry) => entry.place ?? null).slice(0, 4)).toEqual([1, 2, 3, null]);
    expect(cash?.totalCount).toBe(25);
    expect(cash?.caller).toMatchObject({ user_id: callerId, rank, value: (26 - rank) * 100 });
  });

  it.each([
    ['a share link (no caller)', null],
    ['someone not on the board', 999],
  ])('has no caller entry for %s', (_name, callerId) => {
    expect(leaderboardOf(reps, callerId).every((category) => category.caller === null)).toBe(true);
  });

  it('has no caller entry where the caller is at 0, and counts only those ranked', () => {
    const calls = leaderboardOf(reps, 124).find((category) => category.metric === 'takenCalls');
    expect(calls?.caller).toBeNull();
    expect(calls?.totalCount).toBe(24);
  });
});

describe('leaderboardPageOf', () => {
  it.each([
    [1, 10, [1, 10], { hasNextPage: true, totalCount: 25, totalPages: 3 }],
    [3, 10, [21, 25], { hasNextPage: false, totalCount: 25, totalPages: 3 }],
    [2, 20, [21, 25], { hasNextPage: false, totalCount: 25, totalPages: 2 }],
    [4, 10, [], { hasNextPage: false, totalCount: 25, totalPages: 3 }],
  ])('page %i of %i: ranks %j', (page, limit, ranks, pagination) => {
    const answer = leaderboardPageOf(reps, 'totalCash', { page, limit });
    const got = answer.users.map((entry) => entry.rank);
    expect(got.length === 0 ? [] : [got[0], got.at(-1)]).toEqual(ranks);
    expect(answer.pagination).toEqual(pagination);
    expect(answer.title).toBe('Total Cash Collected');
  });
});
