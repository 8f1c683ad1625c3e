import { describe, expect, it } from 'vitest';
import {
  figureOfLine,
  headlineEnd,
  headlineLinePrefix,
  headlineStart,
  withHeadlineFigures,
} from './headline.ts';

const doc = [
  '# Benchmarks',
  '',
  headlineStart,
  '| figure | target | now | command |',
  '| --- | --- | --- | --- |',
  '| cold start | — | 9,000 ms (2026-11-23) | `npm run bench` |',
  '| first load of `/login` | ≤ 150 kB | 148.1 kB (2026-11-26) | the budget test |',
  headlineEnd,
  '',
  '## History',
].join('\n');

describe('the headline table', () => {
  it('replaces the rows measured, keeps the others, appends new ones', () => {
    const updated = withHeadlineFigures(doc, [
      {
        figure: 'cold start',
        target: '—',
        now: '8,000 ms (2026-12-01)',
        command: '`npm run bench`',
      },
      { figure: 'a | new one', target: '< 1 s', now: '0.5 s', command: '`npm run bench`' },
    ]);
    expect(updated).toBe(
      [
        '# Benchmarks',
        '',
        headlineStart,
        '| figure | target | now | command |',
        '| --- | --- | --- | --- |',
        '| cold start | — | 8,000 ms (2026-12-01) | `npm run bench` |',
        '| first load of `/login` | ≤ 150 kB | 148.1 kB (2026-11-26) | the budget test |',
        '| a \\| new one | < 1 s | 0.5 s | `npm run bench` |',
        headlineEnd,
        '',
        '## History',
      ].join('\n'),
    );
    expect(withHeadlineFigures(updated, [])).toBe(updated);
  });

  it('knows the rows of a table Prettier padded, and updates them in place', () => {
    const padded = [
      headlineStart,
      '',
      '| figure     | target | now                   | command         |',
      '| ---------- | ------ | --------------------- | --------------- |',
      '| cold start | —      | 9,000 ms (2026-11-23) | `npm run bench` |',
      headlineEnd,
    ].join('\n');
    const figure = {
      figure: 'cold start',
      target: '—',
      now: '8,000 ms (2026-12-01)',
      command: '`npm run bench`',
    };
    expect(withHeadlineFigures(padded, [figure])).toBe(
      [
        headlineStart,
        '| figure | target | now | command |',
        '| --- | --- | --- | --- |',
        '| cold start | — | 8,000 ms (2026-12-01) | `npm run bench` |',
        headlineEnd,
      ].join('\n'),
    );
  });

  it('refuses a document without its markers', () => {
    expect(() => withHeadlineFigures('# Benchmarks', [])).toThrow(/markers/);
  });

  it('reads the figure lines a bench prints, and nothing else', () => {
    const figure = { figure: 'x', target: 'y', now: 'z', command: 'w' };
    expect(figureOfLine(`${headlineLinePrefix}${JSON.stringify(figure)}`)).toEqual(figure);
    expect(figureOfLine('| x | y |')).toBeUndefined();
    expect(figureOfLine(`${headlineLinePrefix}{"figure":1}`)).toBeUndefined();
  });
});
