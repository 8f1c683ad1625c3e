import { describe, expect, it } from 'vitest';
import { dateRangeQuerySchema, isIsoDate, isoDateSchema } from './iso-date.ts';

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

  it('names the invalid date in the message', () => {
    const result = isoDateSchema.safeParse('2026-02-30');
    expect(result.error?.issues[0]?.message).toBe('Invalid ISO 8601 date: "2026-02-30"');
  });
});

describe('dateRangeQuerySchema', () => {
  it.each([
    [{ startDate: '2026-01-01', endDate: '2026-01-31' }, true],
    [{ startDate: '2026-01-01', endDate: '2026-01-01' }, true],
    [{ startDate: '2026-02-01', endDate: '2026-01-31' }, false],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, false],
    [{ startDate: '2026-01-01' }, false],
  ])('%j → %s', (value, valid) => {
    expect(dateRangeQuerySchema.safeParse(value).success).toBe(valid);
  });

  it('reports an inverted range on endDate', () => {
    const result = dateRangeQuerySchema.safeParse({
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
