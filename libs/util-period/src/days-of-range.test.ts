import { describe, expect, it } from 'vitest';
import { daysOfRange } from './days-of-range.ts';

describe('daysOfRange', () => {
  it.each([
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['2026-11-24', '2026-11-24', ['2026-11-24']],
    ['2025-12-31', '2026-01-01', ['2025-12-31', '2026-01-01']],
    // A US clock change inside the range adds or drops no day.
    ['2024-03-09', '2024-03-11', ['2024-03-09', '2024-03-10', '2024-03-11']],
  ])('%s..%s', (startDate, endDate, expected) => {
    expect(daysOfRange({ startDate, endDate })).toEqual(expected);
  });

  it('has one day per day of daysInRange', () => {
    expect(daysOfRange({ startDate: '2024-01-01', endDate: '2024-12-31' })).toHaveLength(366);
  });

  it('rejects a range that ends before it starts', () => {
    expect(() => daysOfRange({ startDate: '2024-01-02', endDate: '2024-01-01' })).toThrow(
      RangeError,
    );
  });
});
