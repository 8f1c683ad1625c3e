import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { launchChromium, newAppContext, signInAs, snap } from './support/browser.ts';
import { journeyServer } from './support/journey-server.ts';
import { scrollToTable } from './support/page-api.ts';

const { baseURL } = journeyServer();
let browser: Browser;
let owner: BrowserContext;
let visitor: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  owner = await newAppContext(browser);
  // The Copy button writes to the clipboard; reading it back proves what was copied.
  await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

afterAll(async () => {
  await visitor?.close();
  await owner.close();
  await browser.close();
});

describe('share links', () => {
  it('shares the own dashboard, opens it without a session, and revokes it', async () => {
    const page = await owner.newPage();
    await signInAs(page, 'closer@demo.test');

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share employee dashboard' });
    await expect.poll(() => dialog.getByText('No share links yet').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'share-00-dialog-open');
    // The page behind is inert (no focus, no clicks, hidden from assistive technology) and does
    // not scroll while the dialog is open.
    const background = () =>
      page.evaluate(() => ({
        inert: document.getElementById('root')?.inert ?? false,
        overflow: document.body.style.overflow,
      }));
    expect(await background()).toEqual({ inert: true, overflow: 'hidden' });
    // Not only covered by the backdrop: an inert link cannot even take focus.
    const focusable = await page
      .locator('a[href="/leaderboard"]')
      .evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link));
    expect(focusable).toBe(false);
    await dialog.getByLabel('Link expires').selectOption({ label: 'In 7 days' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('New share link');
    await field.waitFor();
    const shareUrl = await field.inputValue();
    expect(new URL(shareUrl).pathname).toMatch(/^\/share\/employee\/[A-Za-z0-9_-]{22,}$/);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => dialog.getByText('Link copied to the clipboard.').isVisible())
      .toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shareUrl);
    await expect
      .poll(() => dialog.getByRole('listitem').first().getAttribute('aria-label'))
      .toMatch(/Active$/);
    await snap(page, 'share-01-link-created');

    // A fresh browser context: no session, no storage, only the link.
    visitor = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const guest = await visitor.newPage();
    // Every API call of the shared page: the link's token, never a bearer.
    const apiCalls: { path: string; authorization?: string; shareToken?: string }[] = [];
    guest.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      const headers = request.headers();
      apiCalls.push({
        path: url.pathname,
        authorization: headers['authorization'],
        shareToken: headers['x-share-token'],
      });
    });
    await guest.goto(copied);
    await expect
      .poll(() => guest.getByRole('heading', { level: 1, name: 'Jordan Hayes' }).isVisible())
      .toBe(true);
    // The real dashboard, read through the link: cards, and below them history and tables.
    await guest.getByRole('group', { name: 'Total cash collected', exact: true }).waitFor();
    await scrollToTable(guest, 'Transactions');
    expect(await guest.getByRole('button', { name: /Change the status/ }).count()).toBe(0);
    const token = new URL(copied).pathname.split('/').pop();
    const dashboardCalls = apiCalls.filter((call) =>
      /^\/api\/(metrics|transactions|appointments|outbound-records)\//.test(call.path),
    );
    expect(dashboardCalls.length).toBeGreaterThanOrEqual(3);
    expect(apiCalls.filter((call) => call.authorization !== undefined)).toEqual([]);
    expect(dashboardCalls.every((call) => call.shareToken === token)).toBe(true);
    expect(new URL(guest.url()).pathname).toBe(new URL(copied).pathname);
    expect(await guest.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await snap(guest, 'share-02-shared-page');

    const item = dialog.getByRole('listitem').first();
    await item.getByRole('button', { name: 'Revoke' }).click();
    await item.getByRole('button', { name: 'Revoke link' }).click();
    await expect.poll(() => item.getAttribute('aria-label')).toMatch(/Revoked$/);
    await snap(page, 'share-03-link-revoked');

    // Escape gives the page back, focus on the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await background()).toEqual({ inert: false, overflow: '' });
    expect(
      await page
        .getByRole('button', { name: 'Share' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    await guest.reload();
    await expect
      .poll(() => guest.getByRole('heading', { name: 'This link is no longer valid' }).isVisible())
      .toBe(true);
    expect(await guest.getByText('This link has been revoked.').isVisible()).toBe(true);
    expect(await guest.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await snap(guest, 'share-04-link-revoked');
  });
});
