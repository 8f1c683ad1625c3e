import { leaderboardCategories, type MetricValues } from '@salesdash/api-contract';
import { describe, expect, it } from 'vitest';
import { emptyTotals, metricValues } from '../../../domain/metrics/index.ts';
import { rankBoard, type BoardPerson } from './rank-board.ts';

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

const board = (people: BoardPerson[]) => {
  const cash = rankBoard(people)[0];
  return cash?.users.map((entry) => [entry.display_name, entry.value, entry.place ?? null]);
};

describe('rankBoard', () => {
  it('lists every category of domain §5 in its order', () => {
    expect(rankBoard([]).map((category) => category.title)).toEqual(
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
    const categories = rankBoard([
      person(1, 'Ann', { showRate: 0.9, messageSent: 3 }),
      person(2, 'Bob', { showRate: 0.5, messageSent: 7 }),
    ]);
    const of = (title: string) =>
      categories.find((category) => category.title === title)?.users.map((u) => u.display_name);
    expect(of('Show Rate')).toEqual(['Ann', 'Bob']);
    expect(of('Messages Sent')).toEqual(['Bob', 'Ann']);
    expect(of('Total Cash Collected')).toEqual([]);
  });
});
