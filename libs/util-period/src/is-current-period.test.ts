import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isCurrentPeriod } from './is-current-period.ts';
import type { PeriodSettings } from './period-settings.ts';

const at = (iso: string) => DateTime.fromISO(iso);
const period = (settings: Partial<PeriodSettings>): PeriodSettings => ({
  mode: 'monthly',
  year: 2026,
  month: 11,
  week: 1,
  quarter: 4,
  ...settings,
});

describe('isCurrentPeriod', () => {
  it.each([
    [period({}), '2026-11-26', true],
    [period({}), '2026-12-07', false],
    [period({ year: 2025 }), '2026-11-26', false],
    [period({ mode: 'quarterly', month: 10 }), '2026-11-26', true],
    [period({ mode: 'quarterly', quarter: 3 }), '2026-11-26', false],
    [period({ mode: 'weekly', week: 5 }), '2026-11-26', true],
    [period({ mode: 'weekly', week: 4 }), '2026-11-26', false],
  ])('%j on %s: %s', (settings, now, expected) => {
    expect(isCurrentPeriod(settings, at(now))).toBe(expected);
  });
});

it('compares with today without a moment given', () => {
  const now = DateTime.now();
  expect(isCurrentPeriod(period({ year: now.year, month: now.month }))).toBe(true);
  expect(isCurrentPeriod(period({ year: now.year - 1 }))).toBe(false);
});
