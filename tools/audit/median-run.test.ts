import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.ts';

describe('medianRun', () => {
  it('takes each category’s median and the run of the median performance', () => {
    const runs = [
      { id: 'a', scores: { performance: 91, accessibility: 100, 'best-practices': 100 } },
      { id: 'b', scores: { performance: 79, accessibility: 100, 'best-practices': 96 } },
      { id: 'c', scores: { performance: 87, accessibility: 98, 'best-practices': 100 } },
    ];
    const { run, scores } = medianRun(runs);
    expect(scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 100 });
    expect(run.id).toBe('c');
  });

  it('keeps a single run as it is, without the categories it left out', () => {
    const only = { scores: { accessibility: 100, 'best-practices': 95 } };
    expect(medianRun([only])).toEqual({ run: only, scores: only.scores });
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});
