import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { journeyServer } from './journey-server.ts';
import { launchChromium } from './launch-chromium.ts';

export { launchChromium };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where `E2E_SCREENSHOTS=1` keeps a screenshot of every journey step. */
export const artifactsDir = path.join(root, 'dist/e2e-artifacts');

/**
 * A journey step's screen, scanned with axe-core (the accessibility gate: no serious or critical
 * violation). With `E2E_SCREENSHOTS=1` it is also saved as a full-page screenshot named after
 * the step: worth it when reading a run step by step, not on every run, as ~100 full-page PNGs
 * cost a minute of CPU (docs/development.md, "How long CI takes").
 */
export async function snap(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, name);
  if (process.env['E2E_SCREENSHOTS'] !== '1') return;
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/**
 * A fresh browser profile on the journeys' server at the product's 1024 px viewport.
 * @param options - more context options, e.g. `colorScheme`
 */
export function newAppContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: journeyServer().baseURL,
    viewport: { width: 1024, height: 768 },
    ...options,
  });
}

/** Signs in on /login as a demo account and waits for the home page. */
export async function signInAs(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * One Chromium for the journey file, for tests that open several profiles (two people at once).
 * Call at the top of the file; the returned getter gives the browser.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium did not start');
    return browser;
  };
}

/**
 * One Chromium for the journey file and a fresh profile for each test (each signs in as someone
 * else). Call at the top of the file; the returned getter gives the current test's context.
 */
export function contextPerTest(): () => BrowserContext {
  const browser = browserPerFile();
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    context = await newAppContext(browser());
  });
  afterEach(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('contextPerTest: no test is running');
    return context;
  };
}
