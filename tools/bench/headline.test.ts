import { describe, expect, it } from 'vitest';
import {
  figureOfLine,
  headlineEnd,
  headlineLinePrefix,
  headlineRow,
  headlineStart,
  withHeadlineFigures,
} from './headline.ts';

const doc = [
  '# Benchmarks',
  '',
  headlineStart,
  '| figure | target | last value | date | command |',
  '| --- | --- | --- | --- | --- |',
  '| cold start | — | 9,000 ms | 2026-11-23 | `npm run bench` |',
  '| first load of `/login` | ≤ 150 kB | 148.1 kB | 2026-11-26 | the budget test |',
  headlineEnd,
  '',
  '## Lighthouse',
].join('\n');

describe('the figures table', () => {
  it('replaces the rows measured with their last value and date, keeps the others, appends new ones', () => {
    const updated = withHeadlineFigures(
      doc,
      [
        { figure: 'cold start', target: '—', now: '8,000 ms', command: '`npm run bench`' },
        { figure: 'a | new one', target: '< 1 s', now: '0.5 s ✓', command: '`npm run bench`' },
      ],
      '2026-12-01',
    );
    expect(updated).toBe(
      [
        '# Benchmarks',
        '',
        headlineStart,
        '| figure | target | last value | date | command |',
        '| --- | --- | --- | --- | --- |',
        '| cold start | — | 8,000 ms | 2026-12-01 | `npm run bench` |',
        '| first load of `/login` | ≤ 150 kB | 148.1 kB | 2026-11-26 | the budget test |',
        '| a \\| new one | < 1 s | 0.5 s ✓ | 2026-12-01 | `npm run bench` |',
        headlineEnd,
        '',
        '## Lighthouse',
      ].join('\n'),
    );
    expect(withHeadlineFigures(updated, [], '2026-12-02')).toBe(updated);
  });

  it('keeps no earlier value in a cell: a second run replaces the first', () => {
    const figure = {
      figure: 'cold start',
      target: '—',
      now: '8,000 ms',
      command: '`npm run bench`',
    };
    const once = withHeadlineFigures(doc, [figure], '2026-12-01');
    const twice = withHeadlineFigures(once, [{ ...figure, now: '7,000 ms' }], '2026-12-02');
    expect(twice).toContain('| cold start | — | 7,000 ms | 2026-12-02 | `npm run bench` |');
    expect(twice).not.toContain('8,000 ms');
    expect(twice).not.toContain('2026-12-01');
  });

  it('knows the rows of a table Prettier padded, and updates them in place', () => {
    const padded = [
      headlineStart,
      '',
      '| figure     | target | last value | date       | command         |',
      '| ---------- | ------ | ---------- | ---------- | --------------- |',
      '| cold start | —      | 9,000 ms   | 2026-11-23 | `npm run bench` |',
      headlineEnd,
    ].join('\n');
    const figure = {
      figure: 'cold start',
      target: '—',
      now: '8,000 ms',
      command: '`npm run bench`',
    };
    expect(withHeadlineFigures(padded, [figure], '2026-12-01')).toBe(
      [
        headlineStart,
        '| figure | target | last value | date | command |',
        '| --- | --- | --- | --- | --- |',
        '| cold start | — | 8,000 ms | 2026-12-01 | `npm run bench` |',
        headlineEnd,
      ].join('\n'),
    );
  });

  it('refuses a document without its markers', () => {
    expect(() => withHeadlineFigures('# Benchmarks', [], '2026-12-01')).toThrow(/markers/);
  });

  it('writes a row as figure, target, last value, date and command', () => {
    expect(headlineRow({ figure: 'x', target: 'y', now: 'z', command: 'w' }, '2026-12-01')).toBe(
      '| x | y | z | 2026-12-01 | w |',
    );
  });

  it('reads the figure lines a bench prints, and nothing else', () => {
    const figure = { figure: 'x', target: 'y', now: 'z', command: 'w' };
    expect(figureOfLine(`${headlineLinePrefix}${JSON.stringify(figure)}`)).toEqual(figure);
    expect(figureOfLine('| x | y |')).toBeUndefined();
    expect(figureOfLine(`${headlineLinePrefix}{"figure":1}`)).toBeUndefined();
  });
});
