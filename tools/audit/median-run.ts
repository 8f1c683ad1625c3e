import { auditedCategories, type Scores } from './budgets.ts';

/** The middle of the values (the lower of the two middles for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * A page's result over several runs on a shared machine: each category's median score, and
 * the run whose performance score is that median (its timings and report stand for the page).
 * @throws Error when there is no run
 */
export function medianRun<T extends { scores: Scores }>(
  runs: readonly T[],
): { run: T; scores: Scores } {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const scores: Scores = {};
  for (const category of auditedCategories) {
    const measured = runs.flatMap((run) => run.scores[category] ?? []);
    if (measured.length > 0) scores[category] = median(measured);
  }
  const middle =
    runs.find((run) => run.scores.performance === scores.performance) ?? (runs[0] as T);
  return { run: middle, scores };
}
