import { describe, expect, it } from 'vitest';
import { formatMonthLabel } from './format-month-label.ts';

describe('formatMonthLabel', () => {
  it.each([
    ['2026-01', '2026 Jan'],
    ['2026-02', '2026 Feb'],
    ['2026-03', '2026 Mar'],
    ['2026-04', '2026 Apr'],
    ['2026-05', '2026 May'],
    ['2026-06', '2026 Jun'],
    ['2026-07', '2026 Jul'],
    ['2026-08', '2026 Aug'],
    ['2026-09', '2026 Sep'],
    ['2026-10', '2026 Oct'],
    ['2026-11', '2026 Nov'],
    ['2026-12', '2026 Dec'],
    ['0026-03', '0026 Mar'],
  ])('%s → %s', (month, expected) => {
    expect(formatMonthLabel(month)).toBe(expected);
  });

  it.each(['2026-13', '2026-00', '2026-3', '202603', '2026-03-01', ' 2026-03', ''])(
    'rejects %j',
    (month) => {
      expect(() => formatMonthLabel(month)).toThrow(`Invalid month (expected YYYY-MM): "${month}"`);
    },
  );
});
