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

const admin = { email: 'admin@demo.test', extra: ['/settings', '/settings/billing'] };
const manager = { email: 'manager@demo.test', extra: ['/settings'] };
const closer = { email: 'closer@demo.test', extra: ['/settings'] };
const setter = { email: 'setter@demo.test', extra: ['/settings'] };
// Every role in light; in dark, the admin (every destination) and an employee (the share
// button): the screens are the same components, dark mode changes their colours only.
const cases = [
  ...[admin, manager, closer, setter].map((role) => ({ mode: 'light' as const, ...role })),
  ...[admin, closer].map((role) => ({ mode: 'dark' as const, ...role })),
];

async function signedIn(email: string, mode: 'light' | 'dark'): Promise<Page> {
  context = await newAppContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: mode === 'dark' ? 'Dark' : 'Light', exact: true }).click();
  await signInAs(page, email);
  await page.getByRole('button', { name: /User menu/ }).waitFor();
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark).toBe(mode === 'dark');
  return page;
}

describe('accessibility of every navigation destination', () => {
  it.each(cases)('$email in $mode mode', async ({ mode, email, extra }) => {
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
      // The route's own chunk has rendered: its page heading is in the main landmark.
      await page.locator('main h1').first().waitFor();
      await expectNoSeriousA11yViolations(page, label(path));
    }
  });
});
