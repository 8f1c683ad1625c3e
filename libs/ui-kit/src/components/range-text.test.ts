import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeText } from './range-text.ts';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('rangeText', () => {
  it.each([
    ['2026-03-01', '2026-03-31', 'Mar 1\u2009–\u200931, 2026'],
    ['2026-03-01', '2026-04-02', 'Mar 1\u2009–\u2009Apr 2, 2026'],
    ['2025-12-01', '2026-01-02', 'Dec 1, 2025\u2009–\u2009Jan 2, 2026'],
    ['2026-03-01', '2026-03-01', 'Mar 1, 2026'],
  ])('%s..%s reads %j', (startDate, endDate, text) => {
    expect(rangeText(startDate, endDate)).toBe(text);
  });

  it('writes any range as Intl’s en-US formatRange does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 200 }),
        fc.integer({ min: 0, max: 800 }),
        (offset, length) => {
          const start = Date.UTC(1950, 0, 1) + offset * 86_400_000;
          const end = start + length * 86_400_000;
          expect(rangeText(isoOf(start), isoOf(end))).toBe(shortDate.formatRange(start, end));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
