import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.ts';

describe('summarize', () => {
  it.each([
    { samples: [5], p50: 5, p95: 5, p975: 5, p99: 5 },
    { samples: [4, 1, 3, 2], p50: 2, p95: 4, p975: 4, p99: 4 },
    {
      samples: Array.from({ length: 100 }, (_, i) => i + 1),
      ...{ p50: 50, p95: 95, p975: 98, p99: 99 },
    },
    {
      samples: Array.from({ length: 1000 }, (_, i) => 1000 - i),
      ...{ p50: 500, p95: 950, p975: 975, p99: 990 },
    },
  ])('nearest-rank percentiles of $samples.length samples', ({ samples, ...expected }) => {
    const s = summarize(samples);
    expect({ p50: s.p50, p95: s.p95, p975: s.p975, p99: s.p99 }).toEqual(expected);
  });

  it('is zero for no samples', () => {
    expect(summarize([])).toEqual({ p50: 0, p95: 0, p975: 0, p99: 0, mean: 0, runs: 0 });
  });
});
