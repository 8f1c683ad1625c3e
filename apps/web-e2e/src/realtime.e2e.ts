import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { demoToday, metricCard, pageApi, pageApiPost, usd } from './support/page-api.ts';
import { socketJoined } from './support/socket-joined.ts';
import { toastShown } from './support/toast-shown.ts';

type Entry = { user_id: number; display_name: string; value: number };
type Board = { metric: string; users: Entry[] }[];
type Metrics = { current: Record<string, number> };
type Me = { user_id: number };

const browser = browserPerFile();

const month = { startDate: `${demoToday.slice(0, 7)}-01`, endDate: demoToday };

/** Marks the page so a reload, which would drop the mark, fails the journey. */
const markNoReload = (page: Page) => page.evaluate(() => ((window as { kept?: true }).kept = true));
const stillNoReload = (page: Page) =>
  page.evaluate(() => (window as { kept?: true }).kept === true);

const podiumFirst = (page: Page) =>
  page
    .getByRole('list', { name: 'Podium of Total Cash Collected' })
    .getByRole('listitem')
    .nth(1)
    .getAttribute('aria-label');

describe('live updates', () => {
  it('shows an admin’s approval on the rep’s open dashboard and leaderboard, with a notification', async () => {
    const rep = await newAppContext(browser());
    const admin = await newAppContext(browser());

    // The rep: the dashboard on this month and the leaderboard, each with its own socket.
    const dashboard = await rep.newPage();
    const dashboardJoined = socketJoined(dashboard);
    await signInAs(dashboard, 'closer@demo.test');
    await dashboard.goto(`/?startDate=${month.startDate}&endDate=${month.endDate}&preset=custom`);
    const me = await pageApi<Me>(dashboard, 'auth/me');
    const cash = metricCard(dashboard, 'Total cash collected');
    const before = await pageApi<Metrics>(dashboard, `metrics/users/${me.user_id}`, month);
    await expect
      .poll(() => cash.textContent())
      .toContain(usd.format(before.current['totalCash'] ?? NaN));

    const board = await rep.newPage();
    const boardJoined = socketJoined(board);
    await board.goto('/leaderboard');
    await board.getByRole('list', { name: 'Podium of Total Cash Collected' }).waitFor();
    await Promise.all([dashboardJoined, boardJoined]);
    await Promise.all([markNoReload(dashboard), markNoReload(board)]);

    // A sale big enough to top the month, requested by the rep and approved by an admin.
    const [product] = await pageApi<{ product_id: number }[]>(dashboard, 'products');
    const sale = await pageApiPost<{ transaction_id: number }>(
      dashboard,
      'transactions/employee',
      {
        product_id: product?.product_id,
        customer_name: 'Live Journey Customer',
        amount: 250_000,
        transaction_type: 'new',
        transaction_date: demoToday,
      },
      201,
    );
    const approver = await admin.newPage();
    await signInAs(approver, 'admin@demo.test');
    await pageApiPost(
      approver,
      `transactions/status/${sale.transaction_id}`,
      { transaction_status: 'approved' },
      200,
    );

    // The rep's open screens follow without a reload: the card, the toast, the podium.
    const after = await pageApi<Metrics>(dashboard, `metrics/users/${me.user_id}`, month);
    expect(after.current['totalCash']).toBeCloseTo((before.current['totalCash'] ?? 0) + 250_000, 2);
    await expect
      .poll(() => cash.textContent())
      .toContain(usd.format(after.current['totalCash'] ?? NaN));
    await toastShown(dashboard, 'Commission request approved');
    const inbox = await pageApi<{ unreadCount: number }>(dashboard, 'notifications');
    await dashboard
      .getByRole('button', { name: `Notifications, ${inbox.unreadCount} unread`, exact: true })
      .waitFor();
    await snap(dashboard, 'realtime-01-dashboard-updated');

    const live = await pageApi<Board>(board, 'metrics/users/leaderboard', month);
    const top = live.find((category) => category.metric === 'totalCash')?.users[0];
    expect(top?.user_id).toBe(me.user_id);
    await expect
      .poll(() => podiumFirst(board))
      .toBe(`1st place: ${top?.display_name}, ${usd.format(top?.value ?? NaN)}`);
    await snap(board, 'realtime-02-leaderboard-updated');
    expect(await stillNoReload(dashboard)).toBe(true);
    expect(await stillNoReload(board)).toBe(true);

    await rep.close();
    await admin.close();
  });
});
