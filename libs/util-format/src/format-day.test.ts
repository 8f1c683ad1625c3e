import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';
import { formatDay } from './format-day.ts';

describe('formatDay', () => {
  it.each([
    ['2026-11-20', 'Nov 20, 2026'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
    ['2026-13-01', '—'],
    ['20-11-2026', '—'],
    ['', '—'],
    [null, '—'],
    [undefined, '—'],
    ['2026-02-30', '—'],
    ['2024-02-29', 'Feb 29, 2024'],
  ])('%s reads %s', (day, text) => {
    expect(formatDay(day)).toBe(text);
  });

  it('writes any day as Intl’s en-US medium date does', () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 400 }), (offset) => {
        const time = Date.UTC(1900, 0, 1) + offset * 86_400_000;
        const day = new Date(time).toISOString().slice(0, 10);
        expect(formatDay(day)).toBe(medium.format(time));
      }),
    );
  });
});

describe('formatDateTime', () => {
  it('reads an instant with its date and time', () => {
    expect(formatDateTime('2026-11-21T16:00:00Z')).toMatch(
      /^Nov 2[01], 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
  });

  it.each(['not a date', '', null, undefined])('gives — for %s', (value) => {
    expect(formatDateTime(value)).toBe('—');
  });
});
