import { describe, expect, it } from 'vitest';
import { parseDurationSeconds } from './parse-duration.ts';

describe('parseDurationSeconds', () => {
  it.each([
    [95, 95],
    [95.4, 95],
    [0, 0],
    ['95', 95],
    ['95,6', 96],
    [' 0 ', 0],
    ['1:35', 95],
    ['01:35', 95],
    ['75:00', 4_500],
    ['1:02:03', 3_723],
    ['0:00:45.5', 45],
    ['1h 2m 3s', 3_723],
    ['2 min', 120],
    ['45s', 45],
    ['3 minutes 10 seconds', 190],
    // An .xlsx duration cell: a fraction of a day, or a date on Excel's day 0.
    [95 / 86_400, 95],
    [new Date(Date.UTC(1899, 11, 30, 0, 1, 35)), 95],
  ])('%j is %i seconds', (cell, seconds) => {
    expect(parseDurationSeconds(cell)).toBe(seconds);
  });

  it.each([['long'], [''], ['1:75'], ['1:60:00'], ['-5'], [-5], [null], [true], ['1:2:3:4']])(
    '%j is no duration',
    (cell) => {
      expect(parseDurationSeconds(cell)).toBeUndefined();
    },
  );
});
