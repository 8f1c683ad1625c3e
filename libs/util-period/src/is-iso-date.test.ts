import { describe, expect, it } from 'vitest';
import { isIsoDate } from './is-iso-date.ts';
import { parseIsoDate } from './parse-iso-date.ts';

const cases = [
  '2024-02-29',
  '2023-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-12-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '0001-01-01',
  '0099-12-31',
  '9999-12-31',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  ' 2026-01-01',
  '',
];

describe('isIsoDate', () => {
  it.each(cases)('agrees with parseIsoDate on %j', (value) => {
    let parses = true;
    try {
      parseIsoDate(value);
    } catch {
      parses = false;
    }
    expect(isIsoDate(value)).toBe(parses);
  });

  it('accepts a leap day and refuses the day after a month’s end', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
  });
});
