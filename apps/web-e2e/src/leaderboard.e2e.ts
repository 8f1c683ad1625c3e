import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import { journeyServer } from './support/journey-server.ts';
import { pageApi as api, pageApiPost, usd } from './support/page-api.ts';
import { toastShown } from './support/toast-shown.ts';

const context = contextPerTest();

type Entry = { user_id: number; display_name: string; value: number; rank: number; place?: number };
type Board = {
  title: string;
  metric: string;
  users: Entry[];
  caller: Entry | null;
  totalCount: number;
}[];
type RankingPage = { users: Entry[]; pagination: { totalCount: number; totalPages: number } };
type Role = { role_id: string; role_title: string };

/** The board the page shows, read from the API with the page's own session. */
async function boardOf(page: Page, query: Record<string, string>): Promise<Board> {
  return api<Board>(page, 'metrics/users/leaderboard', query);
}

const podium = (page: Page) => page.getByRole('list', { name: 'Podium of Total Cash Collected' });

describe('leaderboard', () => {
  it('lets a closer pick week 2, filter closers, see the podium and open TV mode', async () => {
    const page = await context().newPage();
    await signInAs(page, 'closer@demo.test');
    const [monthRequest] = await Promise.all([
      page.waitForRequest(
        (candidate) => new URL(candidate.url()).pathname === '/api/metrics/users/leaderboard',
      ),
      page.getByRole('navigation').getByRole('link', { name: 'Leaderboard' }).click(),
    ]);
    await page.waitForURL((url) => url.pathname === '/leaderboard');
    await podium(page).waitFor();
    await snap(page, 'leaderboard-01-month');

    // "Show all" of a category longer than its card: the whole ranking, a page at a time, as
    // the server ranks it; Escape gives the focus back to the button.
    const month = Object.fromEntries(new URL(monthRequest.url()).searchParams);
    const monthBoard = await boardOf(page, month);
    const long = monthBoard.find((category) => category.totalCount > 5);
    if (!long) throw new Error('the demo month has a category of more than five people');
    const card = page.locator('section').filter({
      has: page.getByRole('heading', { name: long.title, exact: true }),
    });
    const showAll = card.getByRole('button', { name: `Show all ${long.totalCount}` });
    const [pageRequest] = await Promise.all([
      page.waitForRequest(
        (candidate) =>
          new URL(candidate.url()).pathname === `/api/metrics/users/leaderboard/${long.metric}`,
      ),
      showAll.click(),
    ]);
    const dialog = page.getByRole('dialog', { name: long.title });
    const firstPage = dialog.getByRole('list', { name: `${long.title}, page 1` });
    await firstPage.waitFor();
    const pageAsked = Object.fromEntries(new URL(pageRequest.url()).searchParams);
    expect(pageAsked).toMatchObject({ ...month, page: '1', limit: '25' });
    const ranking = await api<RankingPage>(
      page,
      `metrics/users/leaderboard/${long.metric}`,
      pageAsked,
    );
    expect(ranking.pagination.totalCount).toBe(long.totalCount);
    expect(ranking.users.slice(0, long.users.length)).toEqual(long.users);
    await expect.poll(() => firstPage.getByRole('listitem').count()).toBe(ranking.users.length);
    expect(await dialog.getByText(`Everyone ranked: ${long.totalCount}`).isVisible()).toBe(true);
    await snap(page, 'leaderboard-01-show-all');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => showAll.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await page.getByRole('radio', { name: 'Weekly' }).click();
    // Last month's week 2 is over whatever day this runs: this month's may not have begun (on
    // the 1st to the 6th) or hold a single day with fewer than three closers paid.
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    await page
      .getByRole('combobox', { name: 'Year' })
      .selectOption(String(lastMonth.getFullYear()));
    await page
      .getByRole('combobox', { name: 'Month' })
      .selectOption(String(lastMonth.getMonth() + 1));
    await page.getByRole('combobox', { name: 'Week' }).selectOption('2');
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toMatch(/^Week 2: /);
    expect(await page.evaluate(() => localStorage.getItem('leaderboard.period.mode'))).toBe(
      '"weekly"',
    );
    expect(await page.evaluate(() => localStorage.getItem('leaderboard.period.week'))).toBe('2');

    const roles = await api<Role[]>(page, 'roles');
    const closer = roles.find((role) => role.role_title === 'Closer');
    if (!closer) throw new Error('the demo organization has a Closer role');
    const filter = page.getByRole('group', { name: 'Filter by role' });
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => {
        const url = new URL(candidate.url());
        return (
          url.pathname === '/api/metrics/users/leaderboard' &&
          url.searchParams.get('role') === closer.role_id
        );
      }),
      filter.getByRole('button', { name: 'Closer', exact: true }).click(),
    ]);
    await expect
      .poll(() =>
        filter.getByRole('button', { name: 'Closer', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The screen shows the server's board of that week and role, the podium 2nd, 1st, 3rd.
    const asked = Object.fromEntries(new URL(request.url()).searchParams);
    const board = await boardOf(page, asked);
    const cash = board.find((category) => category.metric === 'totalCash')?.users ?? [];
    expect(cash.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = cash;
    await expect
      .poll(() =>
        podium(page)
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      )
      .toEqual([
        `2nd place: ${second?.display_name}, ${usd.format(second?.value ?? NaN)}`,
        `1st place: ${first?.display_name}, ${usd.format(first?.value ?? NaN)}`,
        `3rd place: ${third?.display_name}, ${usd.format(third?.value ?? NaN)}`,
      ]);
    await expect.poll(() => page.getByText(/^You are #\d+ of \d+$/).count()).toBeGreaterThan(0);
    await snap(page, 'leaderboard-02-week-2-closers');
    // The highlighted rows of the signed-in person, scanned with their data in dark mode too (the
    // dark tour may scan the page before the board arrives).
    const colorMode = (name: 'Dark' | 'Light') =>
      page.getByRole('radio', { name, exact: true }).click();
    await colorMode('Dark');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    // axe reads colours mid-transition as they blend: scan once the switch has settled.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await snap(page, 'leaderboard-02-week-2-closers-dark');
    await colorMode('Light');

    // TV mode: the board alone, the same period and roles.
    await page.getByRole('link', { name: 'TV mode' }).click();
    await page.waitForURL((url) => url.searchParams.get('tv') === '1');
    // The app's frame gives way to the board alone.
    await expect.poll(() => page.getByRole('navigation').count()).toBe(0);
    await page.getByRole('list', { name: 'Total Cash Collected' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Total Cash Collected',
    );
    expect(await page.getByText(/^Leaderboard · Week 2: /).isVisible()).toBe(true);
    await snap(page, 'leaderboard-03-tv-mode');
    // Escape leaves TV mode; the button does too.
    await page.keyboard.press('Escape');
    await podium(page).waitFor();
    await page.getByRole('link', { name: 'TV mode' }).click();
    await page.getByRole('button', { name: 'Exit TV mode (Esc)' }).click();
    await podium(page).waitFor();
  });

  it('sends trial@demo.test, who has no leaderboard, to the home page with a toast', async () => {
    const page = await context().newPage();
    await signInAs(page, 'trial@demo.test');
    expect(
      await page.getByRole('navigation').getByRole('link', { name: 'Leaderboard' }).count(),
    ).toBe(0);
    await page.goto('/leaderboard');
    await page.waitForURL((url) => url.pathname === '/');
    await toastShown(page, "You don't have access to that page.");
    await snap(page, 'leaderboard-04-trial-sent-home');
  });

  it('opens a manager’s leaderboard share link in TV mode in a fresh browser', async () => {
    const page = await context().newPage();
    await signInAs(page, 'manager@demo.test');
    await page.goto('/leaderboard');
    await podium(page).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share leaderboard' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('New share link');
    await field.waitFor();
    const shareUrl = await field.inputValue();
    expect(new URL(shareUrl).pathname).toMatch(/^\/share\/leaderboard\/[A-Za-z0-9_-]{22,}$/);
    await snap(page, 'leaderboard-05-share-dialog');

    // A fresh profile: no session, no storage, only the link.
    const browser = context().browser();
    if (!browser) throw new Error('no browser');
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const guest = await visitor.newPage();
      const calls: { path: string; authorization?: string; shareToken?: string }[] = [];
      guest.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return;
        const headers = request.headers();
        calls.push({
          path: url.pathname,
          authorization: headers['authorization'],
          shareToken: headers['x-share-token'],
        });
      });
      // The link's read-only socket: socket.io's connect acknowledgement ('40{…}') says it is
      // in its board's group, so a change made after it is heard.
      const socketJoined = new Promise<void>((resolve) => {
        guest.on('websocket', (socket) =>
          socket.on('framereceived', ({ payload }) => {
            if (String(payload).startsWith('40{')) resolve();
          }),
        );
      });
      await guest.clock.install();
      await guest.goto(new URL(new URL(shareUrl).pathname, journeyServer().baseURL).href);
      await guest.getByRole('list', { name: 'Total Cash Collected' }).waitFor();
      expect(await guest.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Total Cash Collected',
      );
      expect(await guest.getByRole('navigation').count()).toBe(0);
      expect(await guest.getByRole('link').count()).toBe(0);
      await snap(guest, 'leaderboard-06-shared-tv');

      // The next category 15 s later.
      await guest.clock.runFor(15_000);
      await expect
        .poll(() => guest.getByRole('heading', { level: 1 }).textContent())
        .toBe('New Cash Collected');

      const token = new URL(shareUrl).pathname.split('/').pop();
      const boardCalls = calls.filter((call) => call.path === '/api/metrics/users/leaderboard');
      expect(boardCalls.length).toBeGreaterThanOrEqual(1);
      expect(calls.filter((call) => call.authorization !== undefined)).toEqual([]);
      expect(boardCalls.every((call) => call.shareToken === token)).toBe(true);
      expect(await guest.evaluate(() => localStorage.getItem('user'))).toBeNull();

      // Live: the manager logs a message and the TV refetches its board at once, with no
      // reload and with the clock standing still (no minute's reload can do it): only the
      // link's socket hearing `leaderboard:changed` does.
      await socketJoined;
      for (let step = 0; step < 5; step += 1) await guest.keyboard.press('ArrowRight');
      await guest.getByRole('list', { name: 'Messages Sent' }).waitFor();
      await guest.evaluate(() => Object.assign(window, { beforeTheChange: true }));
      const callsBefore = calls.length;
      await pageApiPost(page, 'outbound-records', { type: 'message' }, 201);
      await expect
        .poll(() => calls.slice(callsBefore).map((call) => call.path))
        .toContain('/api/metrics/users/leaderboard');
      expect(await guest.evaluate(() => 'beforeTheChange' in window)).toBe(true);
      await guest.getByRole('list', { name: 'Messages Sent' }).waitFor();
      await snap(guest, 'leaderboard-07-shared-tv-live');
    } finally {
      await visitor.close();
    }
  });
});
