import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { daysInRange } from './days-in-range.ts';
import { previousRange } from './previous-range.ts';
import { isoDateOfUtc, plusUtcMonths, utcDay } from './utc-day.ts';

// The luxon reading these rules had before they left luxon: the reference they must still equal.
const luxonDay = (value: string) => DateTime.fromISO(value, { zone: 'utc' });
const luxonPrevious = (startDate: string, endDate: string) => {
  const start = luxonDay(startDate);
  const end = luxonDay(endDate);
  const days = Math.round(end.diff(start, 'days').days) + 1;
  const range = (from: DateTime, to: DateTime) => ({
    startDate: from.toFormat('yyyy-MM-dd'),
    endDate: to.toFormat('yyyy-MM-dd'),
  });
  if (start.weekday === 1 && days <= 7)
    return range(start.minus({ days: 7 }), end.minus({ days: 7 }));
  if (days > 7 && start.hasSame(end, 'month')) {
    return range(start.minus({ months: 1 }), end.minus({ months: 1 }));
  }
  const previousEnd = start.minus({ days: 1 });
  return range(previousEnd.minus({ days: days - 1 }), previousEnd);
};

describe('utcDay', () => {
  it.each(['2024-02-30', '2023-02-29', '2024-1-1', '20240101', '', '2024-01-01T00:00'])(
    'refuses %j',
    (value) => expect(() => utcDay(value)).toThrow(`Invalid ISO 8601 date: "${value}"`),
  );

  it.each(['0001-01-01', '0099-12-31', '1900-02-28', '2024-02-29', '9999-12-31'])(
    'reads and writes %s back',
    (value) => expect(isoDateOfUtc(utcDay(value))).toBe(value),
  );

  it.each([new Date(Number.NaN), new Date(Date.UTC(10_000, 0, 1)), new Date(Date.UTC(-1, 0, 1))])(
    'will not write %s as a date',
    (date) => expect(() => isoDateOfUtc(date)).toThrow(RangeError),
  );

  it('refuses a previous range before year 0', () => {
    expect(() => previousRange({ startDate: '0000-01-03', endDate: '0000-01-05' })).toThrow(
      RangeError,
    );
  });

  it.each([
    ['2024-03-31', -1, '2024-02-29'],
    ['2023-03-31', -1, '2023-02-28'],
    ['2024-01-31', -1, '2023-12-31'],
    ['2024-05-31', -1, '2024-04-30'],
    ['2024-01-15', 1, '2024-02-15'],
  ])('%s plus %i month(s) is %s', (value, months, expected) => {
    expect(isoDateOfUtc(plusUtcMonths(utcDay(value), months))).toBe(expected);
  });

  it('counts days and finds the previous range as luxon did, for any range', () => {
    const day = fc.integer({ min: 0, max: 365 * 400 }).map((offset) => offset - 365 * 100);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (offset, extraDays) => {
        const start = luxonDay('2000-01-01').plus({ days: offset });
        const startDate = start.toFormat('yyyy-MM-dd');
        const endDate = start.plus({ days: extraDays }).toFormat('yyyy-MM-dd');
        expect(daysInRange({ startDate, endDate })).toBe(extraDays + 1);
        expect(previousRange({ startDate, endDate })).toEqual(luxonPrevious(startDate, endDate));
      }),
      { numRuns: 2_000 },
    );
  });
});
