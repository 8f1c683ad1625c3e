import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { defaultPeriodSettings } from './default-period-settings.ts';

describe('defaultPeriodSettings', () => {
  it.each([
    ['2026-05-20T12:00:00Z', { mode: 'monthly', year: 2026, month: 5, week: 1, quarter: 2 }],
    ['2024-01-01T00:00:00Z', { mode: 'monthly', year: 2024, month: 1, week: 1, quarter: 1 }],
    ['2024-12-31T23:00:00Z', { mode: 'monthly', year: 2024, month: 12, week: 1, quarter: 4 }],
  ])('at %s', (iso, expected) => {
    expect(defaultPeriodSettings(DateTime.fromISO(iso, { zone: 'utc' }))).toEqual(expected);
  });

  it('uses now’s zone: New Year’s Eve in New York is already January in UTC', () => {
    const instant = DateTime.fromISO('2025-01-01T03:00:00Z');
    expect(defaultPeriodSettings(instant.setZone('America/New_York'))).toMatchObject({
      year: 2024,
      month: 12,
      quarter: 4,
    });
  });

  it('defaults now to the current moment', () => {
    expect(defaultPeriodSettings().year).toBe(DateTime.now().year);
  });
});
