import { describe, expect, it } from 'vitest';
import { addMonths, endOfMonth, isoWeekday, localToday } from './calendar-dates.ts';
import { presetRange } from './date-range-presets.ts';

describe('presetRange', () => {
  it.each([
    ['thisMonth', '2024-02-10', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['thisQuarter', '2026-05-20', '2026-04-01', '2026-06-30'],
    ['lastQuarter', '2026-02-03', '2025-10-01', '2025-12-31'],
    ['thisYear', '2026-07-04', '2026-01-01', '2026-12-31'],
    ['last30Days', '2026-03-10', '2026-02-09', '2026-03-10'],
    ['last90Days', '2026-03-31', '2026-01-01', '2026-03-31'],
  ] as const)('%s on %s is %s..%s', (preset, today, startDate, endDate) => {
    expect(presetRange(preset, today)).toEqual({ startDate, endDate, preset });
  });

  it('has no range of its own for custom', () => {
    expect(presetRange('custom', '2026-03-10')).toBeNull();
  });
});

describe('calendar dates', () => {
  it('clamps the day when adding months', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-12-31', 2)).toBe('2026-02-28');
    expect(endOfMonth('2100-02-10')).toBe('2100-02-28');
  });

  it('counts weekdays from Monday and takes today in the local zone', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-01')).toBe(7);
    expect(localToday(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
  });
});
