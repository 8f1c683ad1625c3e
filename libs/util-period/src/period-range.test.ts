import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInRange } from './days-in-range.ts';
import { parseIsoDate } from './parse-iso-date.ts';
import { periodRange } from './period-range.ts';
import { weekHolding, weekOptions } from './week-options.ts';
import type { PeriodMode, PeriodSettings } from './period-settings.ts';

const settings = (
  mode: PeriodMode,
  year: number,
  fields: Partial<PeriodSettings> = {},
): PeriodSettings => ({
  mode,
  year,
  month: 1,
  week: 1,
  quarter: 1,
  ...fields,
});

const dayAfter = (isoDate: string): string =>
  parseIsoDate(isoDate, 'utc').plus({ days: 1 }).toISODate() ?? '';

describe('periodRange', () => {
  describe('the examples of docs/product-rules.md#dates-periods-and-ranges', () => {
    it.each([
      [settings('weekly', 2000, { month: 1, week: 1 }), '1999-12-27', '2000-01-02', true],
      [settings('weekly', 2024, { month: 1, week: 1 }), '2024-01-01', '2024-01-07', false],
      [settings('weekly', 2024, { month: 1, week: 4 }), '2024-01-22', '2024-01-28', false],
      [settings('weekly', 2000, { month: 1, week: 2 }), '2000-01-03', '2000-01-09', true],
      // November 2026's week 4 ends Nov 22; Nov 23–29 is its week 5, Nov 30 December's.
      [settings('weekly', 2026, { month: 11, week: 4 }), '2026-11-16', '2026-11-22', true],
      [settings('weekly', 2026, { month: 11, week: 5 }), '2026-11-23', '2026-11-29', true],
      [settings('weekly', 2026, { month: 12, week: 1 }), '2026-11-30', '2026-12-06', true],
      [settings('quarterly', 2024, { quarter: 1 }), '2024-01-01', '2024-03-31', false],
      [settings('quarterly', 2023, { quarter: 1 }), '2023-01-01', '2023-03-31', false],
      [settings('quarterly', 2024, { quarter: 2 }), '2024-04-01', '2024-06-30', false],
      [settings('quarterly', 2024, { quarter: 3 }), '2024-07-01', '2024-09-30', false],
      [settings('quarterly', 2024, { quarter: 4 }), '2024-10-01', '2024-12-31', false],
    ])('%o → %s..%s', (input, startDate, endDate, weekBacktracked) => {
      expect(periodRange(input)).toEqual({ startDate, endDate, weekBacktracked });
    });
  });

  describe.each([
    [2024, ['31', '29', '31', '30', '31', '30', '31', '31', '30', '31', '30', '31']],
    [2023, ['31', '28', '31', '30', '31', '30', '31', '31', '30', '31', '30', '31']],
  ])('monthly, every month of %i', (year, lastDays) => {
    it.each(lastDays.map((lastDay, index) => [index + 1, lastDay] as const))(
      'month %i ends on day %s',
      (month, lastDay) => {
        const mm = String(month).padStart(2, '0');
        expect(periodRange(settings('monthly', year, { month }))).toEqual({
          startDate: `${year}-${mm}-01`,
          endDate: `${year}-${mm}-${lastDay}`,
          weekBacktracked: false,
        });
      },
    );
  });

  // Week 1 of every month of a leap (2024) and a non-leap (2023) year, checked by hand on a calendar.
  it.each([
    [2024, 1, '2024-01-01', false],
    [2024, 2, '2024-01-29', true],
    [2024, 3, '2024-02-26', true],
    [2024, 4, '2024-04-01', false],
    [2024, 5, '2024-04-29', true],
    [2024, 6, '2024-05-27', true],
    [2024, 7, '2024-07-01', false],
    [2024, 8, '2024-07-29', true],
    [2024, 9, '2024-08-26', true],
    [2024, 10, '2024-09-30', true],
    [2024, 11, '2024-10-28', true],
    [2024, 12, '2024-11-25', true],
    [2023, 1, '2022-12-26', true],
    [2023, 2, '2023-01-30', true],
    [2023, 3, '2023-02-27', true],
    [2023, 4, '2023-03-27', true],
    [2023, 5, '2023-05-01', false],
    [2023, 6, '2023-05-29', true],
    [2023, 7, '2023-06-26', true],
    [2023, 8, '2023-07-31', true],
    [2023, 9, '2023-08-28', true],
    [2023, 10, '2023-09-25', true],
    [2023, 11, '2023-10-30', true],
    [2023, 12, '2023-11-27', true],
  ])(
    'weekly %i-%i week 1 starts on Monday %s (backtracked %s)',
    (year, month, startDate, weekBacktracked) => {
      const range = periodRange(settings('weekly', year, { month, week: 1 }));
      expect(range).toMatchObject({ startDate, weekBacktracked });
      expect(parseIsoDate(range.startDate, 'utc').weekday).toBe(1);
      expect(daysInRange(range)).toBe(7);
    },
  );

  // Weeks holding the 2024 US clock changes (Mar 10, Nov 3): still seven whole days each.
  it.each([
    [3, 2, '2024-03-04', '2024-03-10'],
    [3, 3, '2024-03-11', '2024-03-17'],
    [11, 1, '2024-10-28', '2024-11-03'],
    [11, 2, '2024-11-04', '2024-11-10'],
  ])(
    'DST month %i week %i is %s..%s in America/New_York too',
    (month, week, startDate, endDate) => {
      const range = periodRange(settings('weekly', 2024, { month, week }));
      expect(range).toMatchObject({ startDate, endDate });
      const start = parseIsoDate(range.startDate, 'America/New_York');
      const end = parseIsoDate(range.endDate, 'America/New_York');
      expect(end.diff(start, 'days').days).toBe(6);
      expect(start.plus({ days: 7 }).toISODate()).toBe(dayAfter(range.endDate));
    },
  );

  it('ignores fields the mode does not use', () => {
    expect(
      periodRange({ mode: 'quarterly', year: 2024, quarter: 2, month: 99, week: 0 }).startDate,
    ).toBe('2024-04-01');
    expect(
      periodRange({ mode: 'monthly', year: 2024, quarter: 9, month: 2, week: 9 }).endDate,
    ).toBe('2024-02-29');
  });

  it.each([
    [{ mode: 'yearly' as PeriodMode }, 'mode'],
    [{ year: 0 }, 'year'],
    [{ year: 10000 }, 'year'],
    [{ year: 2024.5 }, 'year'],
    [{ year: Number.NaN }, 'year'],
    [{ month: 0 }, 'month'],
    [{ month: 13 }, 'month'],
    [{ week: 0 }, 'week'],
    // January 2024 starts on a Monday: its four weeks end Jan 28, and Jan 29 is February's.
    [{ week: 5 }, 'week'],
    [{ week: 1.5 }, 'week'],
    [{ mode: 'quarterly' as PeriodMode, quarter: 0 }, 'quarter'],
    [{ mode: 'quarterly' as PeriodMode, quarter: 5 }, 'quarter'],
  ])('rejects %o naming the %s field', (fields, field) => {
    expect(() => periodRange(settings('weekly', 2024, fields))).toThrow(
      new RegExp(`^Invalid period ${field}:`),
    );
  });

  describe('properties', () => {
    const year = fc.integer({ min: 1, max: 9998 });

    it('the three months of a quarter tile it with no gap or overlap', () => {
      fc.assert(
        fc.property(year, fc.integer({ min: 1, max: 4 }), (y, quarter) => {
          const whole = periodRange(settings('quarterly', y, { quarter }));
          const months = [1, 2, 3].map((offset) =>
            periodRange(settings('monthly', y, { month: (quarter - 1) * 3 + offset })),
          );
          expect(months[0]?.startDate).toBe(whole.startDate);
          expect(months[2]?.endDate).toBe(whole.endDate);
          expect(dayAfter(String(months[0]?.endDate))).toBe(months[1]?.startDate);
          expect(dayAfter(String(months[1]?.endDate))).toBe(months[2]?.startDate);
          expect(months.reduce((sum, range) => sum + daysInRange(range), 0)).toBe(
            daysInRange(whole),
          );
        }),
      );
    });

    it('the four quarters tile the year and each lasts 90 to 92 days', () => {
      fc.assert(
        fc.property(year, (y) => {
          const quarters = [1, 2, 3, 4].map((quarter) =>
            periodRange(settings('quarterly', y, { quarter })),
          );
          expect(quarters[0]?.startDate).toBe(`${String(y).padStart(4, '0')}-01-01`);
          expect(quarters[3]?.endDate).toBe(`${String(y).padStart(4, '0')}-12-31`);
          quarters
            .slice(1)
            .forEach((range, index) =>
              expect(range.startDate).toBe(dayAfter(String(quarters[index]?.endDate))),
            );
          for (const range of quarters) {
            expect(daysInRange(range)).toBeGreaterThanOrEqual(90);
            expect(daysInRange(range)).toBeLessThanOrEqual(92);
          }
        }),
      );
    });

    it('consecutive months meet with no gap or overlap, across year ends too', () => {
      fc.assert(
        fc.property(year, fc.integer({ min: 1, max: 12 }), (y, month) => {
          const next =
            month === 12
              ? settings('monthly', y + 1, { month: 1 })
              : settings('monthly', y, { month: month + 1 });
          expect(periodRange(next).startDate).toBe(
            dayAfter(periodRange(settings('monthly', y, { month })).endDate),
          );
        }),
      );
    });

    it('every day is in exactly one month’s week: the last week of a month meets the next month’s week 1', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 9998 }),
          fc.integer({ min: 1, max: 12 }),
          (y, month) => {
            const weeks = weekOptions(y, month);
            const last = periodRange(settings('weekly', y, { month, week: weeks.length }));
            const nextMonth = month === 12 ? { y: y + 1, month: 1 } : { y, month: month + 1 };
            const nextFirst = periodRange(
              settings('weekly', nextMonth.y, { month: nextMonth.month, week: 1 }),
            );
            expect(nextFirst.startDate).toBe(dayAfter(last.endDate));
            const day = parseIsoDate(last.endDate, 'utc');
            expect(weekHolding(day)).toEqual({ year: y, month, week: weeks.length });
            expect(weekHolding(day.plus({ days: 1 }))).toEqual({
              year: nextMonth.y,
              month: nextMonth.month,
              week: 1,
            });
          },
        ),
      );
    });

    it('weeks 1 to 4 are Monday-based, 7 days, back to back, and week 1 holds the 1st', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          (y, month) => {
            const weeks = [1, 2, 3, 4].map((week) =>
              periodRange(settings('weekly', y, { month, week })),
            );
            const first = `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
            expect(String(weeks[0]?.startDate) <= first && first <= String(weeks[0]?.endDate)).toBe(
              true,
            );
            expect(weeks[0]?.weekBacktracked).toBe(weeks[0]?.startDate !== first);
            weeks.forEach((range, index) => {
              expect(parseIsoDate(range.startDate, 'utc').weekday).toBe(1);
              expect(daysInRange(range)).toBe(7);
              if (index > 0)
                expect(range.startDate).toBe(dayAfter(String(weeks[index - 1]?.endDate)));
            });
          },
        ),
      );
    });
  });
});
