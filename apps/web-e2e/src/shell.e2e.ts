import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newAppContext, snap } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  await context?.close();
  context = await newAppContext(browser);
  page = await context.newPage();
});

async function signIn(email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('web shell journeys', () => {
  it('sends a visitor without a session to /login with redirect and wipeOut', async () => {
    await page.goto('/');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/');
    expect(url.searchParams.get('wipeOut')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await snap(page, '01-login-redirect');
  });

  it('signs in as closer@demo.test and returns to the page asked for', async () => {
    await page.goto('/');
    await page.waitForURL(/\/login\?/);
    await signIn('closer@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: 'closer@demo.test' });
    await snap(page, '02-signed-in-home');
  });

  it('rejects a wrong password with a friendly message', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('closer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/incorrect email or password/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await snap(page, '03-login-error');
  });

  it('always redirects /register to /', async () => {
    await page.goto('/login');
    await signIn('closer@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, '04-register-redirect');
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto('/login');
    await signIn('closer@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByText('Page Not Found: /no-such-page').isVisible()).toBe(true);
    await snap(page, '05-not-found');
  });

  it.each([
    [
      'admin@demo.test',
      ['Overview', 'Team', 'Leaderboard', 'Statements', 'People'],
      ['Invite teammate', 'Settings'],
    ],
    [
      'manager@demo.test',
      ['Overview', 'Team', 'Leaderboard', 'Statements', 'People'],
      ['Invite teammate', 'Settings'],
    ],
    ['closer@demo.test', ['Overview', 'Leaderboard', 'Statements'], ['Settings']],
  ])(
    'fits the top bar of %s at 1024 px with only the screens that work',
    async (email, links, menu) => {
      await page.goto('/login');
      await signIn(email);
      await page.waitForURL((url) => url.pathname === '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Leaderboard' }).waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(links);
      // Nothing clipped behind a hidden scroll, and no sideways scroll of the page.
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
      await page.getByRole('button', { name: /^User menu: / }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items).toEqual([...menu, 'Sign out']);
      await page.keyboard.press('Escape');
      // A screen not built yet answers only a typed address, with its placeholder.
      await page.goto('/goals-quotas');
      await expect.poll(() => page.getByText(/^Coming with/).isVisible()).toBe(true);
    },
  );

  it('shows a manager the 404 page for a member or product out of sight, not failed cards', async () => {
    await page.goto('/login');
    await signIn('manager@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/team/member/overview/9999', '/team/product/overview/9999']) {
      await page.goto(path);
      await expect.poll(() => page.getByText(`Page Not Found: ${path}`).isVisible()).toBe(true);
      expect(await page.getByText(/^Failed to load/).count()).toBe(0);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    }
    await snap(page, '07-record-not-found');
  });

  it('keeps the colour mode across a reload', async () => {
    await page.goto('/login');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    await expect.poll(isDark).toBe(true);
    await snap(page, '06-dark-mode-after-reload');
  });
});
