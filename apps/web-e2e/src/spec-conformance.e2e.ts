import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newAppContext, signInAs, snap } from './support/browser.ts';

// The shell's behaviours that only a real browser shows.

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser.close();
});

async function freshPage(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  await context?.close();
  context = await newAppContext(browser, options);
  page = await context.newPage();
  return page;
}

beforeEach(async () => {
  await freshPage();
});

describe('shell conformance in Chromium', () => {
  it('ends a missing chunk on the error page after one reload, even on /login?wipeOut=true', async () => {
    // The login screen's own chunk (not login-old's) is gone, as after a deploy.
    await page.route(/\/assets\/login-[\w-]{8}\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/login?wipeOut=true');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Internal Server Error' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    // A loop reloaded ~7 times a second; give it time to show itself.
    await page.waitForTimeout(3_000);
    // The first load and exactly one reload: one mechanism, throttled across the wipe-out.
    expect(loads).toBe(2);
    expect(await page.getByRole('heading', { name: 'Internal Server Error' }).isVisible()).toBe(
      true,
    );
    await snap(page, 'conformance-01-missing-chunk-error-page');
  });

  it('paints light for "system" even when the operating system prefers dark', async () => {
    await freshPage({ colorScheme: 'dark' });
    await page.goto('/login');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('radio', { name: 'System (shows light)' }).click();
    await page.waitForTimeout(200);
    expect(await isDark()).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(isDark).toBe(true);
    await snap(page, 'conformance-02-system-is-light');
  });

  it('dismisses a toast with a 20 px swipe, not a 10 px one', async () => {
    await signInAs(page, 'setter@demo.test');
    // A setter may not open /team: the guard sends them home with a toast.
    await page.goto('/team');
    const toastItem = page.locator('[data-sonner-toast][data-mounted="true"]');
    await toastItem.waitFor();
    // Home is a dashboard now: let its loads finish, so the swipe's pointer events are not
    // delayed behind rendering on a busy machine (the gesture is timed). Hovering the toast
    // holds its timer meanwhile.
    await toastItem.hover();
    await page.waitForLoadState('networkidle');
    const swipeUp = async (distance: number) => {
      const box = await toastItem.boundingBox();
      if (!box) throw new Error('toast has no box');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      // Slowly (~0.05 px/ms): a fast flick is dismissed by its velocity whatever the distance.
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(x, y - (distance * step) / 10);
        await page.waitForTimeout(60);
      }
      await page.mouse.up();
    };
    await swipeUp(10);
    await page.waitForTimeout(500);
    expect(await toastItem.count()).toBe(1);
    await swipeUp(30);
    await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('logs no console error while a signed-in user moves between pages', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAs(page, 'closer@demo.test');
    for (const path of ['/sales-overview', '/statements', '/settings', '/']) {
      await page.getByRole('link').first().waitFor();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  it('brings a sign-in back to the full path, #hash included', async () => {
    await page.goto('/sales-overview?tab=recent#top');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sales-overview?tab=recent#top');
    await page.getByLabel('Email').fill('closer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/sales-overview');
    expect(new URL(page.url()).hash).toBe('#top');
  });

  it.each(['/share/employee', '/share/product'])(
    'shows %s signed out as the 404 page, not the sign-in redirect',
    async (path) => {
      await page.goto(path);
      await expect.poll(() => page.getByText(`Page Not Found: ${path}`).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
    },
  );
});
