import { describe, expect, it } from 'vitest';
import { parseImportDateTime } from './parse-date-time.ts';

describe('parseImportDateTime', () => {
  it.each([
    ['2026-03-04', '2026-03-04T12:00'],
    ['3/4/2026', '2026-03-04T12:00'],
    ['04.03.2026', '2026-03-04T12:00'],
    ['2026-03-04 14:30', '2026-03-04T14:30'],
    ['2026-03-04T14:30:59', '2026-03-04T14:30'],
    ['2026-03-04 00:00', '2026-03-04T00:00'],
    ['3/4/2026 2:30 PM', '2026-03-04T14:30'],
    ['3/4/2026 2:30pm', '2026-03-04T14:30'],
    ['3/4/2026 12:15 a.m.', '2026-03-04T00:15'],
    ['3/4/2026 12 PM', '2026-03-04T12:00'],
    ['04.03.2026 14:30', '2026-03-04T14:30'],
    ['  2026-03-04   9:05 ', '2026-03-04T09:05'],
    // Excel serials: 46085 is 2026-03-04, the fraction its time; a whole day is untimed.
    [46_085, '2026-03-04T12:00'],
    [46_085.75, '2026-03-04T18:00'],
    [46_085.604_166_666, '2026-03-04T14:30'],
    [46_085.999_999, '2026-03-05T12:00'],
    // ExcelJS gives a sheet's date-time as that wall clock in UTC, a millisecond off at times.
    [new Date(Date.UTC(2026, 2, 4, 14, 30)), '2026-03-04T14:30'],
    [new Date(Date.UTC(2026, 2, 4, 14, 29, 59, 999)), '2026-03-04T14:30'],
    [new Date(Date.UTC(2026, 2, 4)), '2026-03-04T12:00'],
  ])('%j is %s', (cell, dateTime) => {
    expect(parseImportDateTime(cell)).toEqual({ dateTime });
  });

  it.each([
    ['2026-03-04T14:30:00Z', 'America/New_York', '2026-03-04T09:30'],
    ['2026-03-04 23:30+00:00', 'Europe/Berlin', '2026-03-05T00:30'],
    ['2026-07-01T08:00:00-0700', 'Europe/London', '2026-07-01T16:00'],
  ])('%j with an offset is the wall clock in %s: %s', (cell, timeZone, dateTime) => {
    expect(parseImportDateTime(cell, timeZone)).toEqual({ dateTime });
  });

  it.each([
    ['2026-02-30', 'no such day'],
    ['2026-02-30 14:00', 'no such day'],
    ['13/1/2026 2:00 PM', 'no such day'],
    ['soon', 'not a date'],
    ['next week', 'not a date'],
    ['', 'not a date'],
    [null, 'not a date'],
    [true, 'not a date'],
    [0.5, 'not a date'],
    [new Date(Number.NaN), 'not a date'],
    ['2026-03-04 25:00', 'not a time'],
    ['2026-03-04 14:75', 'not a time'],
    ['2026-03-04 13:00 PM', 'not a time'],
    ['2026-03-04 14', 'not a time'],
    ['2026-03-04 after lunch', 'not a time'],
    ['2026-03-04T14:30:00Z', 'a time with an offset'],
  ])('%j is refused: %s', (cell, problem) => {
    expect(parseImportDateTime(cell)).toEqual({ problem });
  });
});
