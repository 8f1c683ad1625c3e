import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { launchChromium, newAppContext, signInAs } from './browser.ts';

export type TourCase = {
  email: string;
  mode: 'light' | 'dark';
  /** Destinations outside the header navigation, typed into the address bar. */
  extra: string[];
  /**
   * Scan `extra` only, not the home page, the user menu and the navigation: a second case of
   * one person with many destinations, so that each test stays well inside its time limit.
   */
  extraOnly?: boolean;
};

// The demo seed numbers its people and products the same way on every fresh data dir:
// user 4 is closer@demo.test (in manager@demo.test's team), product 1 the first product.
const overviews = ['/team/member/overview/4', '/team/product/overview/1'];

// The admin's destinations are two cases: the navigation with the statements and overviews,
// then every settings screen. The audit log is in the admin's navigation too; listed here so
// that moving it (into the settings tabs) never drops it from the scan. A destination is
// scanned once per case.
export const admin = {
  email: 'admin@demo.test',
  extra: ['/statements/admin', ...overviews],
};
export const adminSettings = {
  email: 'admin@demo.test',
  extraOnly: true,
  extra: [
    '/settings',
    '/settings/billing',
    '/settings/audit',
    '/settings/products',
    '/settings/roles',
    '/settings/webhooks',
    '/settings/import',
    '/settings/people',
    '/settings/api-keys',
  ],
};
// People is in the manager's navigation too (their team); listed so that it is always scanned.
export const manager = {
  email: 'manager@demo.test',
  extra: ['/settings', '/settings/people', '/statements/admin', ...overviews],
};
// Screens not built yet are off the navigation; their placeholders still answer a typed address.
// Statements is in everyone's navigation; listed (with a month opened) so it is always scanned.
export const closer = {
  email: 'closer@demo.test',
  extra: [
    '/settings',
    '/statements',
    '/statements/admin',
    `/statements?month=${new Date().toISOString().slice(0, 7)}`,
    '/goals-quotas',
    '/recordings',
    '/landing',
    '/buttons',
    '/text-demo',
    '/hero',
  ],
};
export const setter = { email: 'setter@demo.test', extra: ['/settings'] };

async function signedIn(context: BrowserContext, email: string, mode: TourCase['mode']) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: mode === 'dark' ? 'Dark' : 'Light', exact: true }).click();
  await signInAs(page, email);
  await page.getByRole('button', { name: /User menu/ }).waitFor();
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark).toBe(mode === 'dark');
  return page;
}

/** Scans the home page and the open user menu; returns where the header navigation leads. */
async function homeAndNavigation(page: Page, label: (what: string) => string): Promise<string[]> {
  await expectNoSeriousA11yViolations(page, label('/'));
  const menu = page.getByRole('button', { name: /User menu/ });
  await menu.click();
  await page.getByRole('menu').waitFor();
  await expectNoSeriousA11yViolations(page, label('user menu open'));
  await page.keyboard.press('Escape');
  const destinations = await page
    .locator('header nav a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(destinations.length).toBeGreaterThan(1);
  return destinations;
}

async function tour(page: Page, { email, mode, extra, extraOnly }: TourCase): Promise<void> {
  const label = (what: string) => `${mode} ${email} ${what}`;
  // A screen that throws shows the generic error page, which axe finds accessible: the tour
  // fails on the throw itself (a chunk evaluated before one it imports once did so).
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  const destinations = extraOnly ? [] : await homeAndNavigation(page, label);
  for (const path of new Set([...destinations.filter((href) => href !== '/'), ...extra])) {
    const link = page.locator(`header nav a[href="${path}"]`);
    // Through the navigation where it has a link (client-side, as people move), else typed.
    if ((await link.count()) > 0) await link.click();
    else await page.goto(path);
    // A listed address may carry a query (`?month=`): the path alone says the page arrived.
    const { pathname } = new URL(path, 'http://tour.invalid');
    await page.waitForURL((url) => url.pathname === pathname);
    // The route's own chunk has rendered: its page heading is in the main landmark.
    await page.locator('main h1').first().waitFor();
    expect(thrown, label(`${path}: uncaught errors`)).toEqual([]);
    expect(await page.locator('main h1').first().textContent(), label(path)).not.toBe(
      'Internal Server Error',
    );
    await expectNoSeriousA11yViolations(page, label(path));
  }
}

/**
 * The accessibility gate over every screen a signed-in user can reach from the navigation:
 * one test per case, each signing in fresh in the case's colour mode and scanning with axe the
 * home page, the open user menu and every destination (a case marked `extraOnly` scans its
 * listed destinations only).
 */
export function describeAccessibilityTour(cases: readonly TourCase[]): void {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser.close();
  });

  describe('accessibility of every navigation destination', () => {
    const titled = cases.map((tourCase) => ({
      ...tourCase,
      title: `${tourCase.email} in ${tourCase.mode} mode${tourCase.extraOnly ? ', its listed screens' : ''}`,
    }));
    it.each(titled)('$title', async (tourCase) => {
      context = await newAppContext(browser);
      await tour(await signedIn(context, tourCase.email, tourCase.mode), tourCase);
    });
  });
}
