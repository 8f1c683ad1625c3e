import { describe, expect, it } from 'vitest';
import { daysInRange } from './days-in-range.ts';

describe('daysInRange', () => {
  it.each([
    ['2024-02-01', '2024-02-29', 29],
    ['2023-02-01', '2023-02-28', 28],
    ['2024-01-01', '2024-01-01', 1],
    ['2024-01-01', '2024-12-31', 366],
    ['2023-01-01', '2023-12-31', 365],
    ['1999-12-27', '2000-01-02', 7],
    // US clock changes: 23- and 25-hour days still count as one.
    ['2024-03-04', '2024-03-10', 7],
    ['2024-03-10', '2024-03-11', 2],
    ['2024-10-28', '2024-11-03', 7],
  ])('%s..%s → %i', (startDate, endDate, expected) => {
    expect(daysInRange({ startDate, endDate })).toBe(expected);
  });

  it('rejects a range that ends before it starts', () => {
    expect(() => daysInRange({ startDate: '2024-01-02', endDate: '2024-01-01' })).toThrow(
      'Invalid date range: endDate 2024-01-01 is before startDate 2024-01-02',
    );
  });

  it('rejects malformed dates', () => {
    expect(() => daysInRange({ startDate: '2024-1-1', endDate: '2024-01-02' })).toThrow(
      'Invalid ISO 8601 date: "2024-1-1"',
    );
  });
});
