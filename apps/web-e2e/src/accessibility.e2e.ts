import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { launchChromium, newAppContext, signInAs } from './support/browser.ts';

// The accessibility gate over every screen a signed-in user can reach from the navigation, for
// each role and in both colour modes. The other journeys scan the screens of their own flows
// (sign-in, reset, registration, share, dialogs, error pages) at every step they snap.

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

const roles = [
  { email: 'admin@demo.test', extra: ['/settings', '/settings/billing'] },
  { email: 'manager@demo.test', extra: ['/settings'] },
  { email: 'closer@demo.test', extra: ['/settings'] },
  { email: 'setter@demo.test', extra: ['/settings'] },
];

async function signedIn(email: string, mode: 'light' | 'dark'): Promise<Page> {
  context = await newAppContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: mode === 'dark' ? 'Dark' : 'Light' }).click();
  await signInAs(page, email);
  await page.getByRole('button', { name: /User menu/ }).waitFor();
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark).toBe(mode === 'dark');
  return page;
}

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (mode) => {
  it.each(roles)('every navigation destination of $email', async ({ email, extra }) => {
    const page = await signedIn(email, mode);
    const label = (what: string) => `${mode} ${email} ${what}`;
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
    for (const path of [...destinations.filter((href) => href !== '/'), ...extra]) {
      const link = page.locator(`header nav a[href="${path}"]`);
      // Through the navigation where it has a link (client-side, as people move), else typed.
      if ((await link.count()) > 0) await link.click();
      else await page.goto(path);
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, label(path));
    }
  });
});
