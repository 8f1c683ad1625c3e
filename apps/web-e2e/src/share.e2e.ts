import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { launchChromium, newAppContext, signInAs, snap } from './support/browser.ts';
import { journeyServer } from './support/journey-server.ts';
import { pageApi, scrollToTable } from './support/page-api.ts';

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
    // Customers stay hidden unless the sharer ticks the box; this link keeps the default.
    const details = dialog.getByRole('checkbox', { name: 'Include customer details' });
    expect(await details.isChecked()).toBe(false);
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
    expect(await dialog.getByRole('listitem').first().innerText()).toContain(
      'Customers as initials, no emails',
    );
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

    // The visitor sees each customer as initials ("L. R.") and no email, in the table and in
    // the recent sales: the server sent nothing more (share-customer-details.test.ts).
    expect(await guest.getByText('Customers as initials, no emails').isVisible()).toBe(true);
    const transactions = guest.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => transactions.locator('tbody tr').count()).toBeGreaterThan(0);
    const customers = await transactions.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(customers.length).toBeGreaterThan(0);
    for (const customer of customers) {
      expect(customer.trim()).toMatch(/^[\p{Lu}\p{N}]\.( [\p{Lu}\p{N}]\.)?$/u);
    }
    expect(await guest.locator('main').innerText()).not.toContain('@');
    expect(await guest.getByRole('searchbox', { name: 'Search products' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(guest, 'share-02-shared-page-initials');
    await snap(guest, 'share-02-shared-page-initials');

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

  it("shares a manager's team slice of a product with customer details", async () => {
    // A context of its own: the owner's is signed in as the closer.
    const managerContext = await newAppContext(browser);
    const page = await managerContext.newPage();
    await signInAs(page, 'manager@demo.test');
    const products = await pageApi<{ product_id: number; name: string }[]>(page, 'products/');
    const product = products[0];
    if (!product) throw new Error('the demo organization has no product');
    await page.goto(`/team/product/overview/${product.product_id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share product dashboard' });
    // The link shows what the manager sees: their team's records of the product.
    await expect
      .poll(() => dialog.getByText(`Your team's sales of ${product.name}.`).isVisible())
      .toBe(true);
    await dialog.getByRole('checkbox', { name: 'Include customer details' }).check();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('New share link');
    await field.waitFor();
    const url = await field.inputValue();
    const item = dialog.getByRole('listitem').first();
    await expect.poll(() => item.innerText()).toContain('Shows customer names and emails');
    await snap(page, 'share-05-manager-product-link');

    const guestContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const guest = await guestContext.newPage();
    await guest.goto(url);
    // Its title tells the visitor whose slice it is: "<manager>'s team's sales of <product>".
    const title = guest.getByRole('heading', { level: 1 });
    await expect.poll(() => title.innerText().catch(() => '')).toMatch(/^\S.*'s team's sales of /);
    expect((await title.innerText()).endsWith(`'s team's sales of ${product.name}`)).toBe(true);
    await scrollToTable(guest, 'Transactions');
    const transactions = guest.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => transactions.locator('tbody tr').count()).toBeGreaterThan(0);
    // With customer details the visitor reads full names and emails, as the manager does.
    expect(await transactions.innerText()).toContain('@');
    await snap(guest, 'share-06-product-link-with-details');
    await guestContext.close();
    await managerContext.close();
  });
});
