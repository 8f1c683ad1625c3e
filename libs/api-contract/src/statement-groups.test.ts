import { describe, expect, it } from 'vitest';
import { groupStatementLines, noProductTitle } from './statement-groups.ts';
import { exampleStatement } from './testing/example-statements.ts';

const [, solarLine] = exampleStatement.lines;

describe('groupStatementLines', () => {
  it('groups by product by name, the lines without one last, with running totals in cents', () => {
    const groups = groupStatementLines(exampleStatement.lines);
    expect(groups.map((group) => group.title)).toEqual(['Batteries', 'Solar', noProductTitle]);
    expect(groups[1]?.lines.map((entry) => entry.runningTotal)).toEqual([300, 750]);
    expect(groups[2]?.lines.map((entry) => entry.line.key)).toEqual([
      'carry:2026-02',
      'adjustment:5',
    ]);
    expect(groups[2]?.subtotal).toBe(-220.4);
  });

  it('never drifts on cents', () => {
    if (!solarLine) throw new Error('the example has a Solar line');
    const line = { ...solarLine, amount: 0.1 };
    const [group] = groupStatementLines([line, { ...line, key: 'b', amount: 0.2 }]);
    expect(group?.subtotal).toBe(0.3);
  });
});
