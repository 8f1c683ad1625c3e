/**
 * Hands one figure of docs/benchmarks.md's figures table to `npm run bench`, which collects
 * such lines from the benches it runs and rewrites those rows (tools/bench/headline.ts reads
 * this format; the tools project cannot be imported from here, nor this from there).
 */
export function printHeadlineFigure(figure: {
  figure: string;
  target: string;
  now: string;
  command: string;
}): void {
  process.stdout.write(`headline figure: ${JSON.stringify(figure)}\n`);
}

/** "12.3 ms ✓" when `value` is under `limit`, else "… ✗". */
export function msAgainst(value: number, limit: number): string {
  return `${value.toFixed(1)} ms ${value < limit ? '✓' : '✗'}`;
}
