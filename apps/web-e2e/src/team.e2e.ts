import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import { metricCard as card, pageApi as api, scrollToTable, usd } from './support/page-api.ts';

const context = contextPerTest();

type Metrics = { current: Record<string, number> };
type Option = { id: number; title: string; default?: boolean };
type Filters = { products: Option[]; status: Option[] };
type Member = { user_id: number; display_name: string; current: { totalCash: number } };
type Product = { productId: number; name: string; current: { totalCash: number } };

/** The team query of the page's URL, as the web app sends it. */
function queryOf(page: Page, extra: Record<string, string> = {}): Record<string, string> {
  const search = new URL(page.url()).searchParams;
  return {
    startDate: search.get('startDate') ?? '',
    endDate: search.get('endDate') ?? '',
    is_active: '1',
    ...extra,
  };
}

async function openTeam(page: Page, email: string) {
  await signInAs(page, email);
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await page.waitForURL((url) => url.pathname === '/team');
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last month' });
  await page.waitForURL((url) => url.searchParams.get('preset') === 'lastMonth');
}

describe('team dashboard', () => {
  it('lets a manager filter by a product, switch to bars, download the workbook and open a member', async () => {
    const page = await context().newPage();
    await openTeam(page, 'manager@demo.test');
    await expect.poll(() => page.getByText('Your team:').isVisible()).toBe(true);
    const team = await api<Metrics>(page, 'metrics/team/dashboard', queryOf(page));
    await expect
      .poll(() => card(page, 'Total cash collected').textContent())
      .toContain(usd.format(team.current['totalCash'] ?? NaN));
    await expect
      .poll(() => page.getByRole('button', { name: /^Filter by Status, Active/ }).isEnabled())
      .toBe(true);
    await snap(page, 'team-01-manager');

    // One product: the cards follow, and the choice is in the URL.
    const filters = await api<Filters>(page, 'metrics/team/filters');
    const product = filters.products[0];
    if (!product) throw new Error('the demo organization has products');
    await page.getByRole('button', { name: /^Filter by Products/ }).click();
    await page.getByRole('dialog', { name: /Filter by Products/ }).waitFor();
    await snap(page, 'team-02-product-filter-open');
    // A click, not check(): the box follows the URL, which the router updates a moment later.
    await page.getByRole('checkbox', { name: product.title }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.has('product'));
    const filteredUrl = page.url();
    const onProduct = await api<Metrics>(
      page,
      'metrics/team/dashboard',
      queryOf(page, { product: String(product.id) }),
    );
    await expect
      .poll(() => card(page, 'Total cash collected').textContent())
      .toContain(usd.format(onProduct.current['totalCash'] ?? NaN));

    // Bars instead of lines, kept for the next visit.
    await page.getByRole('radio', { name: 'Bar' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Bar' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('team.chartMode'))).toBe('"bar"');
    await scrollToTable(page, 'Members');
    await snap(page, 'team-03-product-bars');

    // The workbook of this view: its name carries the range and the filter, its summary the cards.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download workbook' }).click(),
    ]);
    const { startDate, endDate } = queryOf(page);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^team-dashboard_${startDate}_to_${endDate}.*\\.xlsx$`),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Products',
      'Members',
      'Daily',
    ]);
    const summary: unknown[] = [];
    workbook.getWorksheet('Summary')?.eachRow((row) => summary.push(...(row.values as unknown[])));
    expect(summary).toContain(onProduct.current['totalCash']);

    // Back steps through the filter change; the saved link reopens the filtered view.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('product'));
    await expect
      .poll(() => page.getByRole('button', { name: /^Filter by Products/ }).textContent())
      .not.toContain(product.title);
    const reopened = await context().newPage();
    await reopened.goto(filteredUrl);
    await expect
      .poll(() => reopened.getByRole('button', { name: /^Filter by Products/ }).textContent())
      .toContain(product.title);
    await expect.poll(() => reopened.getByRole('radio', { name: 'Bar' }).isChecked()).toBe(true);
    await expect
      .poll(() => card(reopened, 'Total cash collected').textContent())
      .toContain(usd.format(onProduct.current['totalCash'] ?? NaN));
    await reopened.close();

    // The top member's row is their own dashboard's figure, to the cent.
    const members = await api<{ users: Member[] }>(page, 'metrics/team/users', queryOf(page));
    const top = members.users[0];
    if (!top) throw new Error('the manager has a team');
    await scrollToTable(page, 'Members');
    const table = page.getByRole('table', { name: 'Members' });
    // The members' search and order survive a reload, and stay on this page.
    const firstName = top.display_name.split(' ')[0] ?? '';
    await page.getByRole('searchbox', { name: 'Search members' }).fill(firstName);
    await table.getByRole('button', { name: /^Member/ }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('members.q') === firstName &&
        url.searchParams.get('members.sort') === 'name.asc',
    );
    await page.reload();
    await scrollToTable(page, 'Members');
    expect(await page.getByRole('searchbox', { name: 'Search members' }).inputValue()).toBe(
      firstName,
    );
    expect(await table.locator('th[aria-sort="ascending"]').textContent()).toContain('Member');
    await table.getByRole('link', { name: top.display_name }).click();
    await page.waitForURL((url) => url.pathname === `/team/member/overview/${top.user_id}`);
    expect(new URL(page.url()).searchParams.has('members.q')).toBe(false);
    await expect
      .poll(() => card(page, 'Total cash collected').textContent())
      .toContain(usd.format(top.current.totalCash));
    await page.close();
  });

  it('gives an admin the whole organization, each product equal to its overview', async () => {
    const page = await context().newPage();
    await openTeam(page, 'admin@demo.test');
    await expect.poll(() => page.getByText('The whole organization:').isVisible()).toBe(true);
    // Both statuses: the product overview counts everyone, active or not.
    await page.getByRole('button', { name: /^Filter by Status/ }).click();
    await page.getByRole('checkbox', { name: 'Inactive' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.has('status'));
    const products = await api<{ products: Product[] }>(
      page,
      'metrics/team/products',
      queryOf(page, { is_active: '0,1' }),
    );
    const best = [...products.products].sort(
      (a, b) => b.current.totalCash - a.current.totalCash,
    )[0];
    if (!best) throw new Error('the demo organization has products');
    await scrollToTable(page, 'Products');
    const table = page.getByRole('table', { name: 'Products' });
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toContain(usd.format(best.current.totalCash));
    await snap(page, 'team-04-admin');
    await table.getByRole('link', { name: best.name }).click();
    await page.waitForURL((url) => url.pathname === `/team/product/overview/${best.productId}`);
    await expect
      .poll(() => card(page, 'Total cash collected').textContent())
      .toContain(usd.format(best.current.totalCash));
    await page.close();
  });

  it('narrows an admin’s products to a sales role, each the sum of that role’s members on it', async () => {
    const page = await context().newPage();
    await openTeam(page, 'admin@demo.test');
    const { roles } = await api<{ roles: Option[] }>(page, 'metrics/team/filters');
    const role = roles.find((option) => option.title === 'Closer') ?? roles[0];
    if (!role) throw new Error('the demo organization has sales roles');
    await page.getByRole('button', { name: /^Filter by Role/ }).click();
    await page.getByRole('dialog', { name: /Filter by Role/ }).waitFor();
    await page.getByRole('checkbox', { name: role.title, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.has('role'));
    const byRole = { role: String(role.id) };
    const products = await api<{ products: Product[] }>(
      page,
      'metrics/team/products',
      queryOf(page, byRole),
    );
    const best = [...products.products].sort(
      (a, b) => b.current.totalCash - a.current.totalCash,
    )[0];
    if (!best || best.current.totalCash === 0) throw new Error('the role has cash on a product');
    // Read two ways on the server: the role's cohort rows per product, and person by person.
    const members = await api<{ users: Member[]; pagination: { totalPages: number } }>(
      page,
      'metrics/team/users',
      queryOf(page, { ...byRole, product: String(best.productId), limit: '100' }),
    );
    expect(members.pagination.totalPages).toBe(1);
    const cents = members.users.reduce(
      (sum, user) => sum + Math.round(user.current.totalCash * 100),
      0,
    );
    expect(cents).toBe(Math.round(best.current.totalCash * 100));
    await scrollToTable(page, 'Products');
    const table = page.getByRole('table', { name: 'Products' });
    await expect
      .poll(() => table.getByRole('row', { name: new RegExp(best.name) }).textContent())
      .toContain(usd.format(best.current.totalCash));
    await snap(page, 'team-05-admin-role');
    await page.close();
  });

  it('pages and sorts an admin’s members on the server, the page kept in the URL', async () => {
    const page = await context().newPage();
    await openTeam(page, 'admin@demo.test');
    type Page = { users: Member[]; pagination: { totalCount: number; totalPages: number } };
    const members = (extra: Record<string, string> = {}) =>
      api<Page>(page, 'metrics/team/users', queryOf(page, extra));
    const first = await members();
    expect(first.users.length).toBe(10);
    expect(first.pagination.totalPages).toBeGreaterThan(1);
    await scrollToTable(page, 'Members');
    const table = page.getByRole('table', { name: 'Members' });
    const pages = page.getByRole('navigation', { name: 'Members pages' });
    await expect
      .poll(() => pages.textContent())
      .toContain(`Showing 1–10 of ${first.pagination.totalCount}`);
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toContain(first.users[0]?.display_name);

    // The second page is the server's second page, and the URL says so.
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('members.page') === '2');
    const second = await members({ page: '2' });
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toContain(second.users[0]?.display_name);
    await snap(page, 'team-05-members-page-2');

    // A new order starts again at page 1, sorted by the server across every member.
    await table.getByRole('button', { name: /^Member/ }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('members.sort') === 'name.asc' &&
        !url.searchParams.has('members.page'),
    );
    const byName = await members({ sortField: 'name', sortOrder: 'asc' });
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toContain(byName.users[0]?.display_name);
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('members.page') === '2');
    const byNameSecond = await members({ sortField: 'name', sortOrder: 'asc', page: '2' });
    await page.reload();
    await scrollToTable(page, 'Members');
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toContain(byNameSecond.users[0]?.display_name);
    expect(await table.locator('th[aria-sort="ascending"]').textContent()).toContain('Member');
    await page.close();
  });
});
