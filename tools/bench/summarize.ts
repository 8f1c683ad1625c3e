export type Summary = {
  p50: number;
  p95: number;
  /** The target a steady load is held to: one request in forty may be slower. */
  p975: number;
  p99: number;
  mean: number;
  runs: number;
};

/** Percentiles by nearest rank over the samples (milliseconds). */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((sum, x) => sum + x, 0) / (sorted.length || 1);
  return {
    p50: rank(50),
    p95: rank(95),
    p975: rank(97.5),
    p99: rank(99),
    mean,
    runs: sorted.length,
  };
}
