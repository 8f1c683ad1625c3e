import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInRange } from './days-in-range.ts';
import { parseIsoDate } from './parse-iso-date.ts';
import { previousRange } from './previous-range.ts';

describe('previousRange', () => {
  it.each([
    // Rule 1: starts on a Monday, at most 7 days → 7 days back.
    ['2024-01-01', '2024-01-07', '2023-12-25', '2023-12-31'],
    ['2024-03-11', '2024-03-11', '2024-03-04', '2024-03-04'],
    ['2024-03-04', '2024-03-06', '2024-02-26', '2024-02-28'],
    ['2024-03-04', '2024-03-10', '2024-02-26', '2024-03-03'],
    ['2024-11-04', '2024-11-10', '2024-10-28', '2024-11-03'],
    // Rule 2: inside one month, longer than 7 days → one month back, day clamped.
    ['2024-02-01', '2024-02-29', '2024-01-01', '2024-01-29'],
    ['2024-03-05', '2024-03-31', '2024-02-05', '2024-02-29'],
    ['2023-03-05', '2023-03-31', '2023-02-05', '2023-02-28'],
    ['2024-01-01', '2024-01-31', '2023-12-01', '2023-12-31'],
    ['2024-05-01', '2024-05-31', '2024-04-01', '2024-04-30'],
    ['2024-07-10', '2024-07-20', '2024-06-10', '2024-06-20'],
    // A Monday start longer than 7 days inside a month takes rule 2.
    ['2024-04-01', '2024-04-30', '2024-03-01', '2024-03-30'],
    // Rule 3: same length, ending the day before.
    ['2024-01-03', '2024-01-05', '2023-12-31', '2024-01-02'],
    ['2024-01-02', '2024-01-08', '2023-12-26', '2024-01-01'],
    ['2024-01-01', '2024-03-31', '2023-10-02', '2023-12-31'], // 91 days, not the previous quarter
    ['2023-12-27', '2024-01-10', '2023-12-12', '2023-12-26'],
    ['2024-03-01', '2024-03-01', '2024-02-29', '2024-02-29'],
  ])('%s..%s → %s..%s', (startDate, endDate, previousStart, previousEnd) => {
    expect(previousRange({ startDate, endDate })).toEqual({
      startDate: previousStart,
      endDate: previousEnd,
    });
  });

  it.each([
    [1, '2024-01-01', '2024-01-31', '2023-12-01', '2023-12-31'],
    [2, '2024-02-01', '2024-02-29', '2024-01-01', '2024-01-29'],
    [3, '2024-03-01', '2024-03-31', '2024-02-01', '2024-02-29'],
    [4, '2024-04-01', '2024-04-30', '2024-03-01', '2024-03-30'],
    [5, '2024-05-01', '2024-05-31', '2024-04-01', '2024-04-30'],
    [6, '2024-06-01', '2024-06-30', '2024-05-01', '2024-05-30'],
    [7, '2024-07-01', '2024-07-31', '2024-06-01', '2024-06-30'],
    [8, '2024-08-01', '2024-08-31', '2024-07-01', '2024-07-31'],
    [9, '2024-09-01', '2024-09-30', '2024-08-01', '2024-08-30'],
    [10, '2024-10-01', '2024-10-31', '2024-09-01', '2024-09-30'],
    [11, '2024-11-01', '2024-11-30', '2024-10-01', '2024-10-30'],
    [12, '2024-12-01', '2024-12-31', '2024-11-01', '2024-11-30'],
    [3, '2023-03-01', '2023-03-31', '2023-02-01', '2023-02-28'],
    [2, '2023-02-01', '2023-02-28', '2023-01-01', '2023-01-28'],
  ])('whole month %i: %s..%s → %s..%s', (_, startDate, endDate, previousStart, previousEnd) => {
    expect(previousRange({ startDate, endDate })).toEqual({
      startDate: previousStart,
      endDate: previousEnd,
    });
  });

  it('rejects a reversed range', () => {
    expect(() => previousRange({ startDate: '2024-01-02', endDate: '2024-01-01' })).toThrow(
      RangeError,
    );
  });

  it('never overlaps its range and ends before it starts', () => {
    const day = fc
      .integer({ min: 0, max: 365 * 300 })
      .map((offset) => parseIsoDate('1900-01-01', 'utc').plus({ days: offset }));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, extraDays) => {
        const range = {
          startDate: String(start.toISODate()),
          endDate: String(start.plus({ days: extraDays }).toISODate()),
        };
        const previous = previousRange(range);
        expect(previous.endDate < range.startDate).toBe(true);
        expect(daysInRange(previous)).toBeGreaterThanOrEqual(1);
        expect(daysInRange(previous)).toBeLessThanOrEqual(daysInRange(range));
      }),
    );
  });
});
