import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label.ts';
import type { PeriodSettings } from './period-settings.ts';

const base: PeriodSettings = { mode: 'monthly', year: 2024, month: 1, week: 1, quarter: 1 };

describe('periodLabel', () => {
  it.each([
    [{ mode: 'quarterly', quarter: 1 }, 'Q1 2024'],
    [{ mode: 'quarterly', quarter: 4, year: 2000 }, 'Q4 2000'],
    [{ mode: 'weekly', year: 2000, month: 1, week: 1 }, 'Week 1: Dec 27 - Jan 2, 2000'],
    [{ mode: 'weekly', year: 2024, month: 1, week: 1 }, 'Week 1: Jan 1 - Jan 7, 2024'],
    [{ mode: 'weekly', year: 2024, month: 2, week: 4 }, 'Week 4: Feb 19 - Feb 25, 2024'],
    [{ mode: 'weekly', year: 2024, month: 9, week: 1 }, 'Week 1: Aug 26 - Sep 1, 2024'],
    [{ mode: 'weekly', year: 2024, month: 3, week: 2 }, 'Week 2: Mar 4 - Mar 10, 2024'],
  ] as const)('%o → %s', (fields, expected) => {
    expect(periodLabel({ ...base, ...fields })).toBe(expected);
  });

  it.each([
    [1, 'January'],
    [2, 'February'],
    [3, 'March'],
    [4, 'April'],
    [5, 'May'],
    [6, 'June'],
    [7, 'July'],
    [8, 'August'],
    [9, 'September'],
    [10, 'October'],
    [11, 'November'],
    [12, 'December'],
  ])('monthly %i → %s 2023', (month, name) => {
    expect(periodLabel({ ...base, year: 2023, month })).toBe(`${name} 2023`);
  });

  it.each([
    [1, 'Jan'],
    [2, 'Feb'],
    [3, 'Mar'],
    [4, 'Apr'],
    [5, 'May'],
    [6, 'Jun'],
    [7, 'Jul'],
    [8, 'Aug'],
    [9, 'Sep'],
    [10, 'Oct'],
    [11, 'Nov'],
    [12, 'Dec'],
  ])('weekly week 3 of month %i uses the short name %s', (month, short) => {
    expect(periodLabel({ ...base, mode: 'weekly', month, week: 3 })).toMatch(
      new RegExp(`^Week 3: ${short} \\d{1,2} - ${short} \\d{1,2}, 2024$`),
    );
  });

  it('rejects out-of-range settings like periodRange', () => {
    expect(() => periodLabel({ ...base, month: 13 })).toThrow('Invalid period month');
  });
});
