import { describe, expect, it } from 'vitest';
import { parseStatementsSearch, statementsYear } from './statements-search.ts';

describe('parseStatementsSearch', () => {
  it('keeps a year and a month, drops what is malformed', () => {
    expect(parseStatementsSearch({ year: 2025, month: '2025-11' })).toEqual({
      year: 2025,
      month: '2025-11',
    });
    expect(parseStatementsSearch({ year: 'soon', month: '2025-13' })).toEqual({});
  });

  it('lists the URL’s year, else the opened month’s, else none (the latest month with lines opens)', () => {
    expect(statementsYear({ year: 2024, month: '2025-01' })).toBe(2024);
    expect(statementsYear({ month: '2025-01' })).toBe(2025);
    expect(statementsYear({})).toBeUndefined();
  });
});
