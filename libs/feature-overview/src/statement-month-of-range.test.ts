import { describe, expect, it } from 'vitest';
import { statementMonthOfRange } from './statement-month-of-range.ts';

describe('statementMonthOfRange', () => {
  it('names the month of a range from its 1st to a day of the same month', () => {
    expect(statementMonthOfRange({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(
      '2026-11',
    );
    expect(statementMonthOfRange({ startDate: '2026-12-01', endDate: '2026-12-07' })).toBe(
      '2026-12',
    );
  });

  it('names none for a range across months or not from the 1st', () => {
    expect(statementMonthOfRange({ startDate: '2026-11-01', endDate: '2026-12-31' })).toBeNull();
    expect(statementMonthOfRange({ startDate: '2026-11-02', endDate: '2026-11-30' })).toBeNull();
  });
});
