import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PeriodMode, PeriodSettings } from './period-settings.ts';
import { withMode } from './with-mode.ts';

const now = DateTime.fromISO('2026-05-20T12:00:00', { zone: 'America/New_York' });
const from = (mode: PeriodMode): PeriodSettings => ({
  mode,
  year: 2025,
  month: 2,
  week: 3,
  quarter: 4,
});

describe('withMode', () => {
  it.each([
    ['monthly', 'quarterly', { mode: 'quarterly', year: 2025, month: 5, week: 1, quarter: 4 }],
    ['weekly', 'quarterly', { mode: 'quarterly', year: 2025, month: 5, week: 1, quarter: 4 }],
    ['quarterly', 'monthly', { mode: 'monthly', year: 2025, month: 2, week: 1, quarter: 4 }],
    ['weekly', 'monthly', { mode: 'monthly', year: 2025, month: 2, week: 1, quarter: 4 }],
    ['monthly', 'weekly', { mode: 'weekly', year: 2025, month: 2, week: 3, quarter: 4 }],
    ['quarterly', 'weekly', { mode: 'weekly', year: 2025, month: 2, week: 3, quarter: 4 }],
    ['weekly', 'weekly', from('weekly')],
    ['monthly', 'monthly', from('monthly')],
    ['quarterly', 'quarterly', from('quarterly')],
  ] as const)('%s → %s', (mode, next, expected) => {
    const settings = from(mode);
    const result = withMode(settings, next, now);
    expect(result).toEqual(expected);
    expect(result).not.toBe(settings);
    expect(settings).toEqual(from(mode));
  });

  it('takes the month of now in now’s zone', () => {
    const instant = DateTime.fromISO('2026-06-01T02:00:00Z');
    expect(withMode(from('monthly'), 'quarterly', instant.setZone('America/New_York')).month).toBe(
      5,
    );
    expect(withMode(from('monthly'), 'quarterly', instant.setZone('utc')).month).toBe(6);
  });

  it('defaults now to the current moment', () => {
    expect(withMode(from('monthly'), 'quarterly').month).toBe(DateTime.now().month);
  });
});
