import { describe, expect, it } from 'vitest';
import { dateRangeProblem, dateRangeQuerySchema, longestRangeDays } from './date-range-rule.ts';
import { leaderboardQuerySchema } from './leaderboard.ts';
import { teamQuerySchema } from './team-analytics.ts';

describe('dateRangeQuerySchema', () => {
  it.each([
    [{ startDate: '2026-01-01', endDate: '2026-01-31' }, true],
    [{ startDate: '2026-01-01', endDate: '2026-01-01' }, true],
    [{ startDate: '2026-02-01', endDate: '2026-01-31' }, false],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, false],
    [{ startDate: '2026-01-01' }, false],
  ])('%j → %s', (value, valid) => {
    expect(dateRangeQuerySchema.safeParse(value).success).toBe(valid);
  });

  it('reports an inverted range on endDate', () => {
    const result = dateRangeQuerySchema.safeParse({
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});

describe('dateRangeProblem', () => {
  it.each([
    // The previous range's three rules near the first day: back a week, a month, as many days.
    [{ startDate: '1900-01-08', endDate: '1900-01-14' }, null],
    [{ startDate: '1900-01-01', endDate: '1900-01-07' }, 'startDate'],
    [{ startDate: '1900-02-01', endDate: '1900-02-28' }, null],
    [{ startDate: '1900-01-02', endDate: '1900-01-31' }, 'startDate'],
    [{ startDate: '1900-03-05', endDate: '1900-04-30' }, null],
    [{ startDate: '1900-02-01', endDate: '1900-04-30' }, 'startDate'],
    [{ startDate: '2999-01-01', endDate: '2999-12-31' }, null],
    [{ startDate: '2026-01-02', endDate: '2026-01-01' }, 'endDate'],
    // Each date's own field reports an impossible date, not the range.
    [{ startDate: '0001-01-01', endDate: '0001-12-31' }, null],
  ])('%j → %s', (range, field) => {
    expect(dateRangeProblem(range, 10_000)?.[0] ?? null).toBe(field);
  });

  it('refuses a range longer than the longest of its kind, on endDate', () => {
    const start = '2020-01-01';
    expect(dateRangeProblem({ startDate: start, endDate: '2023-01-02' }, 1_098)).toBeNull();
    expect(dateRangeProblem({ startDate: start, endDate: '2023-01-03' }, 1_098)).toEqual([
      'endDate',
      'the range may span at most 1098 days',
    ]);
  });
});

describe('longest ranges per route', () => {
  const range = (days: number) => {
    const end = new Date(Date.UTC(2024, 0, 1) + (days - 1) * 86_400_000);
    return { startDate: '2024-01-01', endDate: end.toISOString().slice(0, 10) };
  };

  it.each([
    ['team', teamQuerySchema, longestRangeDays.team],
    ['leaderboard', leaderboardQuerySchema, longestRangeDays.leaderboard],
  ] as const)('%s takes its longest range and refuses one more day', (_name, schema, days) => {
    expect(schema.safeParse(range(days)).success).toBe(true);
    const refused = schema.safeParse(range(days + 1));
    expect(refused.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
