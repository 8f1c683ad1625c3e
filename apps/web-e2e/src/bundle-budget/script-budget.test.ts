import { describe, expect, it } from 'vitest';
import { expectWithinScriptBudget, scriptBudgetBytes } from './script-budget.ts';

describe('expectWithinScriptBudget', () => {
  it('returns the total when it is within the budget, the budget itself included', () => {
    const scripts = [
      { file: 'assets/react-a.js', gzipBytes: 100_000 },
      { file: 'assets/index-b.js', gzipBytes: 50_000 },
    ];
    expect(expectWithinScriptBudget('/login', scripts)).toBe(scriptBudgetBytes);
  });

  it('fails a page over the budget, listing every file largest first', () => {
    // What once broke the budget: one vendor chunk with zod in it.
    const scripts = [
      { file: 'assets/index-b.js', gzipBytes: 9_150 },
      { file: 'assets/vendor-c.js', gzipBytes: 80_710 },
      { file: 'assets/react-a.js', gzipBytes: 67_550 },
    ];
    expect(() => expectWithinScriptBudget('/login', scripts)).toThrowError(
      [
        '/login loads 157.4 kB of JavaScript (gzip), over the 150.0 kB budget by 7.4 kB:',
        '    80.7 kB  assets/vendor-c.js',
        '    67.5 kB  assets/react-a.js',
        '     9.2 kB  assets/index-b.js',
      ].join('\n'),
    );
  });

  it('fails one byte over a given budget', () => {
    expect(() =>
      expectWithinScriptBudget('/', [{ file: 'assets/a.js', gzipBytes: 1001 }], 1000),
    ).toThrowError(/^\/ loads 1\.0 kB .* over the 1\.0 kB budget/);
  });
});
