/** A JavaScript file a page loaded and its gzip size. */
export type ScriptSize = { file: string; gzipBytes: number };

/**
 * The first load's budget: JavaScript of /login, or of / signed in
 * (docs/decisions/0009-web-gates.md).
 */
export const scriptBudgetBytes = 150_000;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Sums the gzip sizes of a page's scripts.
 * @throws an Error naming the page, the total, the budget and every file, largest first, when
 *   the total exceeds `budgetBytes`
 * @returns the total in bytes
 */
export function expectWithinScriptBudget(
  page: string,
  scripts: readonly ScriptSize[],
  budgetBytes = scriptBudgetBytes,
): number {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  if (total > budgetBytes) {
    const files = [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => `  ${kB(script.gzipBytes).padStart(9)}  ${script.file}`);
    throw new Error(
      `${page} loads ${kB(total)} of JavaScript (gzip), over the ${kB(budgetBytes)} budget by ` +
        `${kB(total - budgetBytes)}:\n${files.join('\n')}`,
    );
  }
  return total;
}
