import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { currentMonthRange } from './current-month-range.ts';

describe('currentMonthRange', () => {
  it.each([
    ['2024-02-10T12:00:00', 'utc', '2024-02-01', '2024-02-29'],
    ['2023-02-10T12:00:00', 'utc', '2023-02-01', '2023-02-28'],
    ['2024-12-31T23:59:59', 'utc', '2024-12-01', '2024-12-31'],
    // DST months in New York: the clock change does not move the ends.
    ['2024-03-10T03:30:00', 'America/New_York', '2024-03-01', '2024-03-31'],
    ['2024-11-03T01:30:00', 'America/New_York', '2024-11-01', '2024-11-30'],
  ])('at %s (%s)', (iso, zone, startDate, endDate) => {
    expect(currentMonthRange(DateTime.fromISO(iso, { zone }))).toEqual({ startDate, endDate });
  });

  it('takes the month in now’s zone', () => {
    const instant = DateTime.fromISO('2024-04-01T02:00:00Z');
    expect(currentMonthRange(instant.setZone('America/New_York'))).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-03-31',
    });
    expect(currentMonthRange(instant.setZone('utc'))).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-04-30',
    });
  });

  it('defaults now to the current moment', () => {
    expect(currentMonthRange().startDate).toBe(DateTime.now().startOf('month').toISODate());
  });
});
