// `npx tsx apps/web-e2e/src/first-figure.ts [--runs 15] [--path /]`: time from navigation start to the
// first metric card's figure on a signed-in dashboard, as Debian's Chromium sees it against the
// built server (`npx nx run-many -t build -p web api` first). Each run is a fresh browser profile
// (cold HTTP cache) carrying the closer's stored session, so it measures a first visit that
// skips the sign-in screen. `--web-dist <dir>` serves another build (a copy of an earlier
// dist/apps/web) to compare two builds on the same server. Prints each run and the median, for docs/benchmarks.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/launch-chromium.ts';
import { startBuiltServer } from './support/start-built-server.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    path: { type: 'string', default: '/' },
    email: { type: 'string', default: 'closer@demo.test' },
    /** Another build of the SPA to serve (a copy of an earlier dist/apps/web, to compare). */
    'web-dist': { type: 'string' },
  },
});

// Set by the page the moment a metric card first holds a figure instead of its skeleton. A
// string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
const watchFirstFigure = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="group"][aria-labelledby] p.text-2xl')) return;
    window.firstFigureAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function measure(browser: Browser, base: string, runs: number): Promise<number[]> {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: flags.email, password: 'demo1234' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { data: user } = (await signIn.json()) as { data: unknown };
  const times: number[] = [];
  // One unmeasured run first: the server's own caches (compiled queries, static files) warm up.
  for (let run = -1; run < runs; run++) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1024, height: 768 },
      storageState: {
        cookies: [],
        origins: [{ origin: base, localStorage: [{ name: 'user', value: JSON.stringify(user) }] }],
      },
    });
    await context.addInitScript(watchFirstFigure);
    const page = await context.newPage();
    await page.goto(flags.path);
    const at = await page.waitForFunction(
      () => (window as unknown as { firstFigureAt?: number }).firstFigureAt,
      undefined,
      { timeout: 30_000 },
    );
    const ms = Number(await at.jsonValue());
    if (run >= 0) times.push(ms);
    console.info(`${run < 0 ? 'warm-up' : `run ${run + 1}`}: ${ms.toFixed(0)} ms`);
    await context.close();
  }
  return times;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = await startBuiltServer({
  logLevel: 'warn',
  ...(flags['web-dist'] ? { webDist: path.resolve(flags['web-dist']) } : {}),
});
const browser = await launchChromium();
try {
  const times = await measure(browser, server.baseURL, Number(flags.runs));
  console.info(
    `${flags.path} as ${flags.email}: first figure after ${median(times).toFixed(0)} ms (median of ${times.length})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
