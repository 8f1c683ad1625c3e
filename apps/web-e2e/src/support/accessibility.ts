import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail the gate; axe's "minor" and "moderate" findings are reported only. */
const failingImpacts = new Set(['serious', 'critical']);

const selectorOf = (target: unknown): string =>
  Array.isArray(target) ? target.map(selectorOf).join(' >> ') : String(target);

/**
 * One line per violation, rule id first, then every failing element by its selector.
 * @param label - the screen, e.g. `login (dark)`
 * @param violations - axe-core's `violations`
 */
export function formatA11yViolations(label: string, violations: readonly Result[]): string {
  const lines = violations.flatMap((violation) => [
    `- ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} [${violation.helpUrl}]`,
    ...violation.nodes.map(
      (node) =>
        `    ${node.target.map(selectorOf).join(', ')}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : ''),
    ),
  ]);
  return `${violations.length} serious or critical accessibility violation(s) on "${label}":\n${lines.join('\n')}`;
}

/**
 * Waits (at most 2 s) for running transitions and finite animations to end, so colours are
 * measured as they settle: a toast caught mid-fade has a fraction of its contrast. Looping ones
 * (spinners, skeletons) never end and are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2_000;
    // Again until none runs: a toast that starts while the first ones end (a save's answer
    // arriving) would otherwise be measured mid-fade.
    for (;;) {
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      const left = deadline - performance.now();
      if (ending.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.allSettled(ending.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  });
}

/**
 * Scans the page once its transitions have ended with axe-core (every rule it runs by default: WCAG 2.x A and AA,
 * best practices) and fails on any serious or critical violation, listing each by rule id and
 * the selectors of the failing elements. The page must come from `browser.newContext()`.
 * @param page - the screen to scan
 * @param label - names the screen in the failure message
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  // A page without frames (all of ours) is scanned in legacy mode: axe.run in the page itself.
  // The default partial mode finishes every scan in a blank page of its own, a new renderer each
  // time: the same rules and findings at about twice the CPU, over the ~180 scans of a journey
  // run (docs/development.md, "How long CI takes"). Legacy mode skips frames, so a page with
  // one keeps the partial mode.
  const framed = page.frames().length > 1;
  // Only violations are read: axe then keeps one element per passing or inapplicable rule
  // instead of describing every element it checked, which a table-heavy screen makes costly.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = results.violations.filter((violation) =>
    failingImpacts.has(violation.impact ?? ''),
  );
  if (failing.length > 0) throw new Error(formatA11yViolations(label, failing));
}
