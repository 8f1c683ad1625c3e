import { describe, expect, it } from 'vitest';
import { readableDates } from './readable-dates.ts';

describe('readableDates', () => {
  it.each([
    [
      'Closer 10 % of $3,000.00 collected on 2026-03-04',
      'Closer 10 % of $3,000.00 collected on Mar 4, 2026',
    ],
    [
      'Refund on 2026-02-10 of the deal of 2026-01-31',
      'Refund on Feb 10, 2026 of the deal of Jan 31, 2026',
    ],
    ['Bonus: March contest', 'Bonus: March contest'],
    // Not a day: left as written.
    ['Invoice 12026-03-041', 'Invoice 12026-03-041'],
  ])('%s', (text, expected) => {
    expect(readableDates(text)).toBe(expected);
  });
});
