import { describe, expect, it } from 'vitest';
import { auditChangeSummary } from './audit-change-summary.ts';
import { auditPeriodRange } from './audit-period.ts';

describe('auditChangeSummary', () => {
  it('lists the fields that changed, the first three and a count of the rest', () => {
    expect(
      auditChangeSummary({
        before: { a: 1, b: 2, c: 3, d: 4, e: 5, same: 'x' },
        after: { a: 9, b: 8, c: 7, d: 6, e: 5, same: 'x' },
      }),
    ).toBe('a: 1 → 9; b: 2 → 8; c: 3 → 7; +1 more');
  });

  it('says created or removed when one side is missing', () => {
    const created = { a: 1, b: 2, c: 3, d: 4, e: 5 };
    expect(auditChangeSummary({ before: null, after: created })).toBe('Created');
    expect(auditChangeSummary({ before: created, after: null })).toBe('Removed');
    expect(auditChangeSummary({ before: null, after: null })).toBe('—');
    expect(auditChangeSummary({ before: { a: null }, after: { a: '' } })).toBe('a: — → —');
  });
});

describe('auditPeriodRange', () => {
  it('counts whole days back from today, both ends included', () => {
    expect(auditPeriodRange('all', '2026-03-02')).toBeNull();
    expect(auditPeriodRange('today', '2026-03-02')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(auditPeriodRange('last-30-days', '2026-03-02')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
    });
    expect(auditPeriodRange('this-year', '2026-03-02')?.startDate).toBe('2026-01-01');
  });
});
