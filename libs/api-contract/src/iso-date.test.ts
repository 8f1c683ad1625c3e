import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './iso-date-schema.ts';
import { isIsoDate } from './iso-date.ts';

describe('isoDateSchema', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['2026-01-05T00:00:00Z', false],
    ['', false],
    ['yesterday', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });

  // These once reached PostgreSQL and luxon and answered 500.
  it.each([
    ['0000-01-01', false],
    ['0001-01-01', false],
    ['1000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['3000-01-01', false],
    ['9999-12-31', false],
  ])('%s is within the years a date field takes: %s', (value, valid) => {
    const result = isoDateSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) {
      expect(result.error?.issues[0]?.message).toBe('must be a day from 1900-01-01 to 2999-12-31');
    }
  });

  it('names the invalid date in the message', () => {
    const result = isoDateSchema.safeParse('2026-02-30');
    expect(result.error?.issues[0]?.message).toBe('Invalid ISO 8601 date: "2026-02-30"');
  });
});
