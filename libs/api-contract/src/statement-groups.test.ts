import { describe, expect, it } from 'vitest';
import { groupStatementLines, noProductTitle } from './statement-groups.ts';
import type { StatementLine } from './statements.ts';

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  key: 'split:1',
  kind: 'commission',
  date: '2026-03-04',
  late: false,
  product_id: null,
  product_name: null,
  transaction_id: null,
  customer_name: null,
  cash_collected: null,
  role_title: null,
  rate: null,
  amount: 0,
  explanation: '',
  corrects: null,
  ...overrides,
});

const solar = { product_id: 2, product_name: 'Solar' };
const batteries = { product_id: 3, product_name: 'Batteries' };

describe('groupStatementLines', () => {
  it('groups by product by name, the lines without one last, with running totals in cents', () => {
    const groups = groupStatementLines([
      line({ key: 'carry:2026-02', kind: 'carry_over', amount: -320.4 }),
      line({ key: 'split:1', ...solar, amount: 300 }),
      line({ key: 'split:2', ...batteries, amount: 200 }),
      line({ key: 'split:3', ...solar, amount: 450 }),
      line({ key: 'adjustment:5', kind: 'adjustment', amount: 100 }),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Batteries', 'Solar', noProductTitle]);
    expect(groups[1]?.lines.map((entry) => entry.runningTotal)).toEqual([300, 750]);
    expect(groups[2]?.lines.map((entry) => entry.line.key)).toEqual([
      'carry:2026-02',
      'adjustment:5',
    ]);
    expect(groups[2]?.subtotal).toBe(-220.4);
  });

  it('never drifts on cents', () => {
    const [group] = groupStatementLines([
      line({ ...solar, amount: 0.1 }),
      line({ ...solar, key: 'split:2', amount: 0.2 }),
    ]);
    expect(group?.subtotal).toBe(0.3);
  });
});
