import { describe, expect, it } from 'vitest';
import { isoDateTimeSchema } from './iso-date-time.ts';

describe('isoDateTimeSchema', () => {
  it.each([
    ['2026-03-01T09:30:00Z', null],
    ['2026-03-01T09:30:00+14:00', null],
    ['2026-03-01T09:30:00-12:00', null],
    ['2026-03-01T09:30:00+05:45', null],
    ['1900-01-01T00:00:00Z', null],
    ['2026-03-01T09:30:00+14:01', 'must have an offset within ±14:00'],
    ['2026-03-01T09:30:00-23:59', 'must have an offset within ±14:00'],
    ['0000-01-01T00:00:00Z', 'must be a day from 1900-01-01 to 2999-12-31'],
    ['9999-12-31T23:59:59Z', 'must be a day from 1900-01-01 to 2999-12-31'],
    ['2026-03-01T09:30:00', 'must be an ISO 8601 date-time with an offset'],
  ])('%s → %s', (value, message) => {
    const result = isoDateTimeSchema.safeParse(value);
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });
});
