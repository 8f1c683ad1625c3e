import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import {
  demoToday,
  metricCard,
  pageApi,
  scrollToTable,
  usd,
  userIdOf,
} from './support/page-api.ts';
import { toastShown } from './support/toast-shown.ts';

const context = contextPerTest();

type Pay = {
  pending: { count: number; estimated_commission: number };
  requests: { transaction_id: number; customer_name: string; estimated_commission: number }[];
  history: { effective_from: string; commission: number }[];
};
type Metrics = { current: Record<string, number> };

/** Brings everything below the cards in (it loads as it nears the viewport). */
async function openDetails(page: Page): Promise<void> {
  await scrollToTable(page, 'Transactions');
  await page.getByRole('heading', { name: 'Pay', exact: true }).waitFor();
}

// The demo organization's today (New York): UTC's is a day ahead in its evening, and the API
// refuses a deal dated after the organization's today.
const today = () => demoToday;

describe('commission requests and pay', () => {
  it('lets a closer request commission and see it wait with the estimate the API gives', async () => {
    const page = await context().newPage();
    await signInAs(page, 'closer@demo.test');
    await openDetails(page);
    const before = await pageApi<Pay>(page, 'commission');
    await page.getByRole('button', { name: 'Request commission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request commission' });
    // An empty form is checked before anything is sent.
    await dialog.getByRole('button', { name: 'Request commission' }).click();
    await dialog.getByText('Enter the cash collected').waitFor();
    await snap(page, 'commission-01-request-checked');

    await dialog.getByLabel('Product').selectOption({ index: 1 });
    await dialog.getByLabel('Customer', { exact: true }).fill('Journey Customer');
    await dialog.getByLabel('Customer email').fill('journey@example.com');
    await dialog.getByLabel('Cash collected (USD)').fill('1234.56');
    await dialog.getByLabel('Date').fill(today());
    await dialog.getByRole('button', { name: 'Request commission' }).click();
    await toastShown(page, /^Commission requested on \$1,234\.56 from Journey Customer/);

    const after = await pageApi<Pay>(page, 'commission');
    expect(after.pending.count).toBe(before.pending.count + 1);
    const request = after.requests.find((row) => row.customer_name === 'Journey Customer');
    expect(request).toBeDefined();
    const waiting = page.getByRole('region', { name: 'Waiting for approval' });
    await expect.poll(() => waiting.textContent()).toContain('Journey Customer');
    await expect
      .poll(() => waiting.textContent())
      .toContain(usd.format(request?.estimated_commission ?? NaN));
    await expect
      .poll(() => page.getByRole('table', { name: 'Transactions' }).textContent())
      .toContain('Journey Customer');
    await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
    await snap(page, 'commission-02-request-waiting');
    await page.close();
  });

  it('opens a setter on the deals they set, with their commission and a total beside the rows', async () => {
    const page = await context().newPage();
    await signInAs(page, 'setter@demo.test');
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last month' });
    await page.waitForURL((url) => url.searchParams.get('preset') === 'lastMonth');
    const search = new URL(page.url()).searchParams;
    const range = {
      startDate: search.get('startDate') ?? '',
      endDate: search.get('endDate') ?? '',
    };
    await openDetails(page);
    const setByMe = page
      .getByRole('radiogroup', { name: 'Deals by position' })
      .getByRole('radio', { name: 'Set by me' });
    await expect.poll(() => setByMe.getAttribute('aria-checked')).toBe('true');

    const me = await pageApi<{ user_id: number }>(page, 'auth/me');
    const set = await pageApi<{
      position: string;
      totals: { count: number; amount: number; own_commission: number };
    }>(page, `transactions/users/${me.user_id}`, { ...range, position: 'setter' });
    expect(set.position).toBe('setter');
    expect(set.totals.count).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => table.getByText('as setter').count()).toBeGreaterThan(0);
    expect(await table.getByText('as closer').count()).toBe(0);
    // The footer totals every page of the filter, beside the rows it counts.
    const footer = table.locator('tfoot');
    await expect
      .poll(() => footer.textContent())
      .toContain(`Total of ${set.totals.count} deal${set.totals.count === 1 ? '' : 's'}`);
    expect(await footer.textContent()).toContain(usd.format(set.totals.amount));
    expect(await footer.textContent()).toContain(usd.format(set.totals.own_commission));
    // Recent sales follow the filter: the approved deals they set.
    const recent = await pageApi<{ transactions: unknown[] }>(
      page,
      `transactions/users/${me.user_id}`,
      { ...range, position: 'setter', transaction_status: 'approved', limit: '5' },
    );
    if (recent.transactions.length > 0) {
      await expect.poll(() => page.getByText(/^as setter · /).count()).toBeGreaterThan(0);
    }
    await footer.scrollIntoViewIfNeeded();
    await snap(page, 'commission-02b-setter-set-by-me');
    await page.close();
  });

  it('lets an admin add, correct and approve a deal on a member page, and the commission follows', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const closerId = await userIdOf(page, 'closer@demo.test');
    const day = today();
    const range = { startDate: `${day.slice(0, 7)}-01`, endDate: day };
    await page.goto(
      `/team/member/overview/${closerId}?startDate=${range.startDate}&endDate=${range.endDate}&preset=custom`,
    );
    const before = await pageApi<Metrics>(page, `metrics/users/${closerId}`, range);
    await openDetails(page);
    // An admin's row actions still fit the product's 1024 px page: no sideways scroll.
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect
      .poll(() => table.getByRole('button', { name: /^Edit / }).count())
      .toBeGreaterThan(0);
    expect(
      await table.evaluate(
        (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
      ),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Add transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add a transaction' });
    await add.getByLabel('Product').selectOption({ index: 1 });
    await add.getByLabel('Customer', { exact: true }).fill('Admin Journey Deal');
    await add.getByLabel('Cash collected (USD)').fill('1000');
    // The form starts on the browser's today, a day past New York's in its evening.
    await add.getByLabel('Date').fill(day);
    await snap(page, 'commission-03-admin-add');
    await add.getByRole('button', { name: 'Add transaction' }).click();
    await toastShown(page, 'Transaction of $1,000.00 added, pending');

    // The amount was wrong: the pending deal is corrected before approval.
    await page
      .getByRole('button', { name: 'Edit Admin Journey Deal’s transaction' })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit transaction' });
    await edit.getByLabel('Cash collected (USD)').fill('2000');
    await edit.getByLabel('Contract value (USD)').fill('2000');
    await snap(page, 'commission-04-admin-edit');
    // Deleting asks first; kept here, since the deal is approved next.
    await edit.getByRole('button', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this transaction?' });
    await snap(page, 'commission-04b-admin-delete-confirm');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await edit.getByLabel('Cash collected (USD)').fill('2000');
    await edit.getByLabel('Contract value (USD)').fill('2000');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, 'Transaction saved');
    const pay = await pageApi<Pay>(page, 'commission', { user_id: String(closerId) });
    const estimate =
      pay.requests.find((row) => row.customer_name === 'Admin Journey Deal')
        ?.estimated_commission ?? NaN;
    expect(estimate).toBeGreaterThan(0);

    await page
      .getByRole('button', { name: 'Change the status of Admin Journey Deal’s transaction' })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Change the status' })
      .getByRole('button', {
        name: 'Approve',
      })
      .click();
    await toastShown(page, 'Transaction of Admin Journey Deal approved');
    // Approval pays exactly what the pay panel estimated.
    const after = await pageApi<Metrics>(page, `metrics/users/${closerId}`, range);
    expect(after.current['commission']).toBeCloseTo(
      (before.current['commission'] ?? 0) + estimate,
      2,
    );
    await expect
      .poll(() => metricCard(page, 'Commission').textContent())
      .toContain(usd.format(after.current['commission'] ?? NaN));
    await page.close();
  });

  it('lets an admin change a member’s rate from a day on, kept in the history', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const setterId = await userIdOf(page, 'setter@demo.test');
    await page.goto(`/team/member/overview/${setterId}`);
    await openDetails(page);
    await page.getByRole('button', { name: 'Change rate' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change .+’s rate$/ });
    await dialog.getByLabel('Sales role').selectOption({ index: 1 });
    await dialog.getByLabel('Rate (%)').fill('7.5');
    // From next New Year: nothing paid or pending now changes.
    const from = `${new Date().getUTCFullYear() + 1}-01-01`;
    await dialog.getByLabel('From').fill(from);
    await snap(page, 'commission-05-admin-rate');
    await dialog.getByRole('button', { name: 'Save rate' }).click();
    await toastShown(page, /^Rate saved for /);
    const pay = await pageApi<Pay>(page, 'commission', { user_id: String(setterId) });
    expect(pay.history[0]).toMatchObject({ effective_from: from, commission: 7.5 });
    await page.getByText(/^Rate history/).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Rates in force today' }).textContent())
      .toContain('7.5 %');
    await page.close();
  });
});
