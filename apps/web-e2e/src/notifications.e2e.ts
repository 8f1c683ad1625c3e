import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { demoToday, pageApi, pageApiPost } from './support/page-api.ts';
import { socketJoined } from './support/socket-joined.ts';
import { toastShown } from './support/toast-shown.ts';

type Inbox = { unreadCount: number; notifications: { title: string; is_read: boolean }[] };

const browser = browserPerFile();

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const inbox = (page: Page) => pageApi<Inbox>(page, 'notifications');
const nameFor = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/**
 * Waits for transitions to end: axe reads colours mid-transition as they blend. Spinners and
 * shimmers of the page below loop forever: only finite animations are waited for.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Opens the bell's panel and waits for its list (the panel's chunk loads on first open). */
async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await panel(page).getByRole('list', { name: 'Notifications' }).waitFor();
  await settled(page);
}

describe('notifications', () => {
  it('rings the closer’s bell for a bonus, reads one, clears all and opens a deep link', async () => {
    const closerContext = await newAppContext(browser());
    const adminContext = await newAppContext(browser());
    const closer = await closerContext.newPage();
    const joined = socketJoined(closer);
    await signInAs(closer, 'closer@demo.test');
    await joined;

    // The bell names what the server counts (the demo seed and earlier journeys decide it).
    const before = await inbox(closer);
    await expect.poll(() => bellName(closer)).toBe(nameFor(before.unreadCount));

    // An admin adds a bonus for the closer: the bell rings live, with a toast.
    const { user_id: closerId } = await pageApi<{ user_id: number }>(closer, 'auth/me');
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin@demo.test');
    await pageApiPost(
      admin,
      `adjustments/${closerId}`,
      { adjustment_date: demoToday, amount: 150, reason: 'Notification journey bonus' },
      201,
    );
    await toastShown(closer, 'Bonus added');
    const unread = before.unreadCount + 1;
    await expect.poll(() => bellName(closer)).toBe(nameFor(unread));
    expect(await closer.getByRole('status').filter({ hasText: 'unread' }).textContent()).toBe(
      `${unread} unread notifications`,
    );

    // The panel: newest first, the bonus unread on top; scanned in light and dark mode.
    await openPanel(closer);
    const newest = panel(closer).getByRole('listitem').first();
    expect(await newest.textContent()).toMatch(/^Unread Bonus added/);
    expect(await bell(closer).getAttribute('aria-expanded')).toBe('true');
    await snap(closer, 'notifications-01-panel');
    await closer.keyboard.press('Escape');
    await expect.poll(() => panel(closer).count()).toBe(0);
    expect(await bell(closer).evaluate((element) => element === document.activeElement)).toBe(true);
    await closer.getByRole('radio', { name: 'Dark', exact: true }).click();
    await expect
      .poll(() => closer.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await openPanel(closer);
    await snap(closer, 'notifications-02-panel-dark');

    // Mark one read: the badge drops at once and the server agrees.
    await panel(closer).getByRole('button', { name: 'Mark read: Bonus added' }).first().click();
    await expect.poll(() => bellName(closer)).toBe(nameFor(unread - 1));
    await expect.poll(async () => (await inbox(closer)).unreadCount).toBe(unread - 1);
    expect(await newest.getAttribute('data-read')).toBe('true');

    // Mark all read: no badge, nothing unread on the server.
    if (unread - 1 > 0) {
      await panel(closer).getByRole('button', { name: 'Mark all read' }).click();
      await expect.poll(() => bellName(closer)).toBe('Notifications');
    }
    await expect.poll(async () => (await inbox(closer)).unreadCount).toBe(0);
    expect(await panel(closer).getByText('Unread', { exact: true }).count()).toBe(0);
    await snap(closer, 'notifications-03-all-read-dark');

    // The bonus's deep link: the closer's dashboard on its day; the panel closes.
    await panel(closer).getByRole('link', { name: 'Bonus added' }).first().click();
    await closer.waitForURL(
      (url) =>
        url.pathname === '/sales-overview' &&
        url.searchParams.get('startDate') === demoToday &&
        url.searchParams.get('endDate') === demoToday,
    );
    await expect.poll(() => panel(closer).count()).toBe(0);
    await closer.getByRole('radio', { name: 'Light', exact: true }).click();
    await settled(closer);
    await snap(closer, 'notifications-04-deep-link');

    await closerContext.close();
    await adminContext.close();
  });
});
