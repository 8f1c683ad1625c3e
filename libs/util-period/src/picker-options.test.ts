import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { monthOptions } from './month-options.ts';
import { quarterOptions } from './quarter-options.ts';
import { weekOptions } from './week-options.ts';
import { yearOptions } from './year-options.ts';

describe('picker options', () => {
  it.each([
    ['2026-11-23T08:00:00Z', 27, 2026],
    ['2003-06-01T00:00:00Z', 4, 2003],
    ['2000-01-01T00:00:00Z', 1, 2000],
    ['1999-12-31T00:00:00Z', 0, undefined],
  ])('yearOptions at %s: %i years, newest %s, oldest 2000', (iso, length, newest) => {
    const years = yearOptions(DateTime.fromISO(iso, { zone: 'utc' }));
    expect(years).toHaveLength(length);
    expect(years[0]).toBe(newest);
    if (length > 0) expect(years.at(-1)).toBe(2000);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('yearOptions defaults now to the current moment', () => {
    expect(yearOptions()[0]).toBe(DateTime.now().year);
  });

  it('quarterOptions are 1 to 4; weekOptions 1 to 4 and 5 where the month has it', () => {
    expect(quarterOptions()).toEqual([1, 2, 3, 4]);
    expect(weekOptions(2026, 2)).toEqual([1, 2, 3, 4]);
    expect(weekOptions(2026, 11)).toEqual([1, 2, 3, 4, 5]);
    // Without a month: every week any month has, for checking a stored choice.
    expect(weekOptions()).toEqual([1, 2, 3, 4, 5]);
  });

  it('monthOptions lists the twelve months with English names', () => {
    expect(monthOptions()).toEqual(
      [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ].map((label, index) => ({ value: index + 1, label })),
    );
  });
});
