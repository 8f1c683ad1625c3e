import { describe, expect, it } from 'vitest';
import { missedBudgets } from './budgets.ts';

describe('missedBudgets', () => {
  it('passes scores at their floors', () => {
    expect(
      missedBudgets('mobile', { performance: 90, accessibility: 100, 'best-practices': 95 }),
    ).toEqual([]);
  });

  it('names each category below its floor, with the preset’s own floor', () => {
    expect(
      missedBudgets('desktop', { performance: 97, accessibility: 99, 'best-practices': 96 }),
    ).toEqual(['performance 97 < 98', 'accessibility 99 < 100']);
    expect(missedBudgets('mobile', { performance: 97, 'best-practices': 94 })).toEqual([
      'best-practices 94 < 95',
    ]);
  });

  it('judges only the categories a run measured (CI leaves performance out)', () => {
    expect(missedBudgets('mobile', { accessibility: 100, 'best-practices': 100 })).toEqual([]);
  });
});
