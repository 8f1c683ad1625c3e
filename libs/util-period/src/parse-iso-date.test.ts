import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './parse-iso-date.ts';

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', 2024, 2, 29],
    ['2023-12-31', 2023, 12, 31],
    ['2000-01-01', 2000, 1, 1],
    ['0001-01-01', 1, 1, 1],
    ['9999-12-31', 9999, 12, 31],
  ])('reads %s', (value, year, month, day) => {
    const date = parseIsoDate(value, 'utc');
    expect([date.year, date.month, date.day, date.hour, date.minute]).toEqual([
      year,
      month,
      day,
      0,
      0,
    ]);
  });

  it.each([
    '2026-02-30',
    '2023-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-1',
    '20260101',
    '2026-01-01T00:00:00Z',
    '2026-01-01T10:00',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01\n',
    '',
    '26-01-01',
    '+02026-01-01',
    '2026/01/01',
    '２０２６-01-01',
  ])('rejects %j with the product’s message', (value) => {
    expect(() => parseIsoDate(value)).toThrow(new Error(`Invalid ISO 8601 date: "${value}"`));
  });

  it('returns the start of the day in the given zone', () => {
    const date = parseIsoDate('2024-03-10', 'America/New_York');
    expect(date.zoneName).toBe('America/New_York');
    expect(date.toISO()).toBe('2024-03-10T00:00:00.000-05:00');
  });

  it('keeps the date where midnight does not exist (DST starting at 00:00)', () => {
    const date = parseIsoDate('2018-11-04', 'America/Sao_Paulo');
    expect(date.toISODate()).toBe('2018-11-04');
    expect(date.toISO()).toBe('2018-11-04T01:00:00.000-02:00');
  });

  it('uses the default zone when none is given', () => {
    const date = parseIsoDate('2024-07-04');
    expect(date.toISODate()).toBe('2024-07-04');
    expect(date.hour).toBe(0);
  });

  it('rejects an unknown zone', () => {
    expect(() => parseIsoDate('2024-07-04', 'Mars/Olympus')).toThrow(
      'Invalid ISO 8601 date: "2024-07-04"',
    );
  });
});
