import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextPerTest, newAppContext, signInAs, snap } from './support/browser.ts';
import {
  demoToday,
  metricCard as card,
  pageApi as api,
  pageApiPost as apiPost,
  scrollToTable,
  usd as money,
  userIdOf,
} from './support/page-api.ts';
import { toastShown } from './support/toast-shown.ts';

const context = contextPerTest();

type Range = { startDate: string; endDate: string };

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The range the page shows, from its URL (the picker writes it there). */
function rangeOf(page: Page): Range {
  const search = new URL(page.url()).searchParams;
  return { startDate: search.get('startDate') ?? '', endDate: search.get('endDate') ?? '' };
}

type Metrics = { current: Record<string, number> };
type TransactionPage = {
  transactions: { transaction_id: number; customer_name: string; transaction_date: string }[];
};

describe('overview dashboards', () => {
  // Each test signs in as someone else: a fresh profile each.
  it('shows a closer the same figures as the API, with history, recent sales and tables', async () => {
    const page = await context().newPage();
    await signInAs(page, 'closer@demo.test');
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last month' });
    await page.waitForURL((url) => url.searchParams.get('preset') === 'lastMonth');
    const range = rangeOf(page);
    const me = await api<{ user_id: number }>(page, 'auth/me');
    const metrics = await api<Metrics>(page, `metrics/users/${me.user_id}`, range);

    for (const [label, text] of [
      ['Total cash collected', money.format(metrics.current['totalCash'] ?? NaN)],
      ['Commission', money.format(metrics.current['commission'] ?? NaN)],
      ['Calls booked', String(metrics.current['totalCalls'])],
      ['Show rate', percent(metrics.current['showRate'] ?? NaN)],
    ] as const) {
      await expect.poll(() => card(page, label).textContent()).toContain(text);
    }
    await snap(page, 'overview-01-closer-cards');
    // Someone whose figures count is not told where figures come from.
    expect(await page.getByText('Nothing counts for you yet').count()).toBe(0);

    // Below the cards: history, recent sales (at most 5, approved) and the tables, whose code
    // loads as they near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('heading', { name: 'Recent sales' }).waitFor();
    const recent = await api<TransactionPage>(page, `transactions/users/${me.user_id}`, {
      ...range,
      transaction_status: 'approved',
      limit: '5',
      sortField: 'transaction_date',
      sortOrder: 'desc',
    });
    const first = recent.transactions[0];
    if (first) {
      const recentCard = page.locator('section', {
        has: page.getByRole('heading', { name: 'Recent sales' }),
      });
      await expect.poll(() => recentCard.textContent()).toContain(first.customer_name);
    }
    const table = page.getByRole('table', { name: 'Transactions' });
    await scrollToTable(page, 'Transactions');
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    await snap(page, 'overview-02-closer-details');

    // The CSV holds the table's rows of the range, every page of them.
    const all = await api<{ pagination: { totalCount: number } }>(
      page,
      `transactions/users/${me.user_id}`,
      range,
    );
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).first().click(),
    ]);
    expect(file.suggestedFilename()).toBe(
      `transactions-user-${me.user_id}-${range.startDate}_${range.endDate}.csv`,
    );
    const stream = await file.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const lines = csv.split('\r\n').filter((line) => line !== '');
    // A person's download says the position they held and their commission on each deal.
    expect(lines[0]).toBe(
      '\uFEFFDate,Customer,Email,Product,Type,Status,Cash (USD),Contract value (USD),Position,Commission (USD),Notes,Transaction ID',
    );
    expect(lines).toHaveLength(all.pagination.totalCount + 1);
    for (const tab of ['Appointments', 'Outbound']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByRole('table').waitFor();
      await snap(page, `overview-03-closer-${tab.toLowerCase()}`);
      if (tab !== 'Appointments') continue;
      // The closer records how their own call went; the table and the cards follow.
      const takenBefore = (await api<Metrics>(page, `metrics/users/${me.user_id}`, range)).current[
        'takenCalls'
      ];
      const status = page.getByRole('combobox', { name: /^Status of the call with / }).first();
      const from = await status.inputValue();
      const to = from === 'taken' ? 'no_show' : 'taken';
      await status.selectOption(to);
      await expect
        .poll(() =>
          page.getByText(new RegExp(`^Call with .+ marked ${to.replace('_', ' ')}$`)).isVisible(),
        )
        .toBe(true);
      const takenAfter = (await api<Metrics>(page, `metrics/users/${me.user_id}`, range)).current[
        'takenCalls'
      ];
      expect(takenAfter).toBe((takenBefore ?? 0) + (to === 'taken' ? 1 : -1));
      await expect
        .poll(() => card(page, 'Calls taken').textContent())
        .toContain(String(takenAfter));
      // The next screen is scanned without the toast: fading out, it blends into the page.
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
    }
    await page.close();
  });

  it('lets an admin approve a pending transaction on a member page, and the commission moves', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const closerId = await userIdOf(page, 'closer@demo.test');
    const pending = await api<TransactionPage>(page, `transactions/users/${closerId}`, {
      transaction_status: 'pending',
      sortField: 'transaction_date',
      sortOrder: 'desc',
      limit: '1',
    });
    const deal = pending.transactions[0];
    expect(deal, 'the demo closer has a pending request').toBeDefined();
    if (!deal) return;
    const month = deal.transaction_date.slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const range = { startDate: `${month}-01`, endDate: last.toISOString().slice(0, 10) };
    const before = await api<Metrics>(page, `metrics/users/${closerId}`, range);

    await page.goto(
      `/team/member/overview/${closerId}?startDate=${range.startDate}&endDate=${range.endDate}&preset=custom`,
    );
    await expect
      .poll(() => card(page, 'Commission').textContent())
      .toContain(money.format(before.current['commission'] ?? NaN));
    await scrollToTable(page, 'Transactions');
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    // The pending list replaces the whole one: a row clicked before it arrives is gone with
    // its dialog once it does (on a busy machine the two are seconds apart).
    await expect
      .poll(async () => {
        const busy = await transactions.getAttribute('aria-busy');
        const text = (await transactions.textContent()) ?? '';
        return busy === null && !/Approved|Rejected|Refunded/.test(text);
      })
      .toBe(true);
    await page
      .getByRole('button', { name: `Change the status of ${deal.customer_name}’s transaction` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change the status' });
    await dialog.waitFor();
    await snap(page, 'overview-04-admin-status-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, `Transaction of ${deal.customer_name} approved`);

    const after = await api<Metrics>(page, `metrics/users/${closerId}`, range);
    expect(after.current['commission']).toBeGreaterThan(before.current['commission'] ?? 0);
    await expect
      .poll(() => card(page, 'Commission').textContent())
      .toContain(money.format(after.current['commission'] ?? NaN));
    await snap(page, 'overview-05-admin-approved');
    await page.close();
  });

  it('lets the setter named on a call decline it after a confirmation, and it leaves their table', async () => {
    // The manager books a call for their closer naming the setter, as the API lets them.
    const manager = await context().newPage();
    await signInAs(manager, 'manager@demo.test');
    const closerId = await userIdOf(manager, 'closer@demo.test');
    const setterId = await userIdOf(manager, 'setter@demo.test');
    const [product] = await api<{ product_id: number }[]>(manager, 'products');
    const lead = 'Journey Declined Lead';
    await apiPost(
      manager,
      'appointments',
      {
        user_id: closerId,
        setter_id: setterId,
        product_id: product?.product_id,
        lead_name: lead,
        call_date: `${demoToday}T15:00:00Z`,
      },
      201,
    );
    await manager.close();

    const setterContext = await newAppContext(context().browser() as Browser);
    const page = await setterContext.newPage();
    await signInAs(page, 'setter@demo.test');
    await scrollToTable(page, 'Transactions');
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const table = page.getByRole('tabpanel').getByRole('table');
    await page.getByLabel('Search leads, emails or products').fill(lead);
    // The search reaches the address after a pause, re-rendering the table: a dialog opened
    // before that would close with its row. The newest call may show before it, so wait for it.
    await page.waitForURL((url) => url.searchParams.get('q') === lead);
    await expect.poll(() => table.textContent()).toContain(lead);
    await page.getByRole('button', { name: `Not my call: decline the call with ${lead}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this call?' });
    await dialog.waitFor();
    // The least destructive choice has the focus: Enter on open keeps the call.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await snap(page, 'overview-06-setter-decline-dialog');
    await dialog.getByRole('button', { name: 'Decline call' }).click();
    await toastShown(page, `You are no longer the setter of the call with ${lead}`);
    await expect.poll(() => table.textContent()).not.toContain(lead);
    const mine = await api<{ appointments: unknown[] }>(page, `appointments/users/${setterId}`, {
      startDate: demoToday,
      endDate: demoToday,
      search: lead,
    });
    expect(mine.appointments).toEqual([]);
    await setterContext.close();
  });

  it('lets an admin add a clawback on a member page, and the commission card drops by it', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const closerId = await userIdOf(page, 'closer@demo.test');
    const today = new Date().toISOString().slice(0, 10);
    const range = { startDate: `${today.slice(0, 7)}-01`, endDate: today };
    await page.goto(
      `/team/member/overview/${closerId}?startDate=${range.startDate}&endDate=${range.endDate}&preset=custom`,
    );
    const before = await api<Metrics>(page, `metrics/users/${closerId}`, range);
    await scrollToTable(page, 'Transactions');
    await page.getByRole('tab', { name: 'Adjustments' }).click();
    await page.getByRole('button', { name: 'Add adjustment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an adjustment' });
    await dialog.getByLabel('Amount (USD)').fill('-42.50');
    await dialog.getByLabel('Reason').fill('Journey clawback');
    await snap(page, 'overview-08-admin-adjustment-form');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    // The toast comes with sonner's chunk, which may land after the table's refetch: wait for
    // it, so that the scan below runs once it has gone rather than while it fades in.
    await toastShown(page, /^Adjustment of .+ added$/);
    await expect
      .poll(() => page.getByRole('table', { name: 'Adjustments' }).textContent())
      .toContain('Journey clawback');
    const after = await api<Metrics>(page, `metrics/users/${closerId}`, range);
    expect(after.current['commission']).toBeCloseTo((before.current['commission'] ?? 0) - 42.5, 2);
    await expect
      .poll(() => card(page, 'Commission').textContent())
      .toContain(money.format(after.current['commission'] ?? NaN));
    await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
    await snap(page, 'overview-09-admin-adjustments');
    // The same adjustment opens for a change with its values.
    await page
      .getByRole('button', { name: /^Edit the adjustment of -\$42\.50/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit the adjustment' });
    expect(await edit.getByLabel('Reason').inputValue()).toBe('Journey clawback');
    await snap(page, 'overview-10-admin-adjustment-edit');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('keeps a table’s tab, order and search across a reload', async () => {
    const page = await context().newPage();
    await signInAs(page, 'closer@demo.test');
    await scrollToTable(page, 'Transactions');
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const calls = page.getByRole('table', { name: 'Appointments' });
    await calls.getByRole('button', { name: /^Lead/ }).click();
    await page.getByRole('searchbox').fill('a');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('tab') === 'appointments' &&
        url.searchParams.get('sort') === 'lead_name.asc' &&
        url.searchParams.get('q') === 'a',
    );
    await page.reload();
    await scrollToTable(page, 'Appointments');
    expect(
      await page.getByRole('tab', { name: 'Appointments' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('searchbox').inputValue()).toBe('a');
    expect(await calls.locator('th[aria-sort="ascending"]').textContent()).toContain('Lead');
    await snap(page, 'overview-12-table-view-reloaded');
    await page.close();
  });

  it('points an admin who sells nothing to the team dashboard from their own', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const hint = page.getByRole('status').filter({ hasText: 'No sales of your own in this range' });
    await hint.waitFor();
    await snap(page, 'overview-11-admin-first-screen');
    await hint.getByRole('link', { name: 'Team dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { name: 'Team dashboard', level: 1 }).waitFor();
    await page.close();
  });

  it('shows a manager a product’s dashboard scoped to their team', async () => {
    const page = await context().newPage();
    await signInAs(page, 'manager@demo.test');
    const products = await api<{ product_id: number }[]>(page, 'products/');
    const product = products[0]?.product_id ?? 1;
    await page.goto(`/team/product/overview/${product}`);
    await page.getByText(/Your team/).waitFor();
    await card(page, 'Total cash collected').waitFor();
    await snap(page, 'overview-06-manager-product');
    await page.close();
  });

  it('reads in dark mode too, details included', async () => {
    const page = await context().newPage();
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Dark', exact: true }).click();
    await signInAs(page, 'closer@demo.test');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await card(page, 'Total cash collected').waitFor();
    await scrollToTable(page, 'Transactions');
    await snap(page, 'overview-07-closer-dark');
    await page.close();
  });
});
