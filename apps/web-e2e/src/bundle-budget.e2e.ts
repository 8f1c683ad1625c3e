import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize } from './bundle-budget/gzip-size.ts';
import { expectWithinScriptBudget, type ScriptSize } from './bundle-budget/script-budget.ts';
import { launchChromium, newAppContext, signInAs } from './support/browser.ts';

// The budget as a browser sees it: every script the page fetched, whatever loaded it (entry,
// modulepreload, a route chunk, a component importing on mount), gzipped here so the figure
// does not depend on how the server compressed it.

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

type LoadedScript = ScriptSize & { contentEncoding: string };

/** Runs `load` on a fresh page and returns every script it fetched until the network settled. */
async function scriptsLoadedBy(
  context: BrowserContext,
  load: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const page = await context.newPage();
  const scripts: Promise<LoadedScript>[] = [];
  const onResponse = (response: Response) => {
    const headers = response.headers();
    if (!(headers['content-type'] ?? '').includes('javascript')) return;
    const file = new URL(response.url()).pathname;
    const contentEncoding = headers['content-encoding'] ?? 'none';
    // body() is decoded: the figure is the same whatever the server sent.
    scripts.push(
      response.body().then((body) => ({ file, gzipBytes: gzipSize(body), contentEncoding })),
    );
  };
  page.on('response', onResponse);
  await load(page);
  await page.waitForLoadState('networkidle');
  // A script the page fetches later (a chunk loaded after the first figure) is not counted, and
  // its body is not asked for from a page that closes before it arrives (an unhandled rejection
  // that failed the run).
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts);
  await page.close();
  return loaded;
}

const report = (page: string, scripts: readonly ScriptSize[]) => {
  const total = expectWithinScriptBudget(`${page} in Chromium`, scripts);
  console.info(
    `${page} in Chromium: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.length} files`,
  );
};

describe('JavaScript budget in Chromium', () => {
  it('/login loads at most 150 kB of gzip', async () => {
    const context = await newAppContext(browser);
    contexts.push(context);
    const scripts = await scriptsLoadedBy(context, async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    });
    expect(scripts.length).toBeGreaterThan(1);
    report('/login', scripts);
    // The build's brotli siblings reach the browser (Chromium accepts br).
    const largest = scripts.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    expect(largest.contentEncoding).toBe('br');
  });

  it('/ signed in loads at most 150 kB of gzip', async () => {
    const signIn = await newAppContext(browser);
    contexts.push(signIn);
    const page = await signIn.newPage();
    await signInAs(page, 'closer@demo.test');
    // A fresh profile with the stored session: nothing cached, as on the next visit's first load.
    const context = await newAppContext(browser, { storageState: await signIn.storageState() });
    contexts.push(context);
    const scripts = await scriptsLoadedBy(context, async (home) => {
      await home.goto('/');
      await home.getByRole('button', { name: /User menu/ }).waitFor();
      await home.getByRole('button', { name: 'Share' }).waitFor();
    });
    report('/ (signed in)', scripts);
  });
});
