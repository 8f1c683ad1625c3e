import { describe, expect, it } from 'vitest';
import {
  adminMonthOptions,
  parseStatementsAdminSearch,
  statementsAdminMonth,
} from './statements-admin-search.ts';

describe('statements admin search', () => {
  it('keeps a month and a person, drops what is malformed', () => {
    expect(parseStatementsAdminSearch({ month: '2026-02', user: 4 })).toEqual({
      month: '2026-02',
      user: 4,
    });
    expect(parseStatementsAdminSearch({ month: '2026-13', user: -1 })).toEqual({});
  });

  it('shows the URL’s month, else last month (January’s is December)', () => {
    expect(statementsAdminMonth({ month: '2025-07' }, new Date(2026, 3, 2))).toBe('2025-07');
    expect(statementsAdminMonth({}, new Date(2026, 3, 2))).toBe('2026-03');
    expect(statementsAdminMonth({}, new Date(2026, 0, 15))).toBe('2025-12');
  });

  it('offers this month and the twelve before, and the shown one if older', () => {
    const options = adminMonthOptions('2026-03', new Date(2026, 3, 2));
    expect(options[0]).toBe('2026-04');
    expect(options).toHaveLength(13);
    expect(adminMonthOptions('2020-01', new Date(2026, 3, 2))[0]).toBe('2020-01');
  });
});
