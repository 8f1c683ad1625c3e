import { describe, expect, it } from 'vitest';
import { newAdjustmentDate } from './new-adjustment-date.ts';

describe('newAdjustmentDate', () => {
  it.each([
    ['this month, ending after today', '2026-11-01', '2026-11-30', '2026-11-26'],
    ['a range ending today', '2026-11-20', '2026-11-26', '2026-11-26'],
    ['last month, in the past', '2026-10-01', '2026-10-31', '2026-10-31'],
  ])('%s → %s', (_, startDate, endDate, expected) => {
    expect(newAdjustmentDate({ startDate, endDate }, '2026-11-26')).toBe(expected);
  });
});
