import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { currentPeriodOf } from './current-period-of.ts';

const at = (iso: string) => DateTime.fromISO(iso);

describe('currentPeriodOf', () => {
  it.each([
    ['monthly', '2026-11-26', { year: 2026, month: 11 }],
    ['quarterly', '2026-11-26', { year: 2026, quarter: 4 }],
    ['weekly', '2026-11-26', { year: 2026, month: 11, week: 5 }],
    // Nov 30 is December's week 1 (Dec 1 is a Tuesday).
    ['weekly', '2026-11-30', { year: 2026, month: 12, week: 1 }],
  ] as const)('%s on %s', (mode, now, expected) => {
    expect(currentPeriodOf(mode, at(now))).toMatchObject({ mode, ...expected });
  });
});

it('is today’s period without a moment given', () => {
  const now = DateTime.now();
  expect(currentPeriodOf('monthly')).toMatchObject({ year: now.year, month: now.month });
});
