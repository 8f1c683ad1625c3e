import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { journeyServer } from './journey-server.ts';

/** The server the page is on: the journey's own when it started one, else the worker's. */
const serverOf = (page: Page) =>
  page.url().startsWith('http') ? new URL(page.url()).origin : journeyServer().baseURL;

/** The signed-in page's access token, from the session it keeps in local storage. */
function pageToken(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string }).access_token,
  );
}

/**
 * The API as the signed-in page sees it: a GET with the page's own bearer token from local
 * storage, so a journey can compare the screen with what the server says.
 * @returns `data` of the answer; fails the journey on anything but 200
 */
export async function pageApi<T>(
  page: Page,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const token = await pageToken(page);
  const url = new URL(`/api/${path}`, serverOf(page));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await page.request.get(url.toString(), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A change made with the signed-in page's session: a POST of `body` as JSON with its bearer
 * token, what a screen of the app (or a script of the user's) would send.
 * @param status - the answer the journey expects (201 for a creation, 200 for a change)
 * @returns `data` of the answer; fails the journey on any other status
 */
export async function pageApiPost<T>(
  page: Page,
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const token = await pageToken(page);
  const response = await page.request.post(new URL(`/api/${path}`, serverOf(page)).href, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** Today in the demo organization's timezone: a record may not be dated after it. */
export const demoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
  new Date(),
);

/**
 * The id of the demo person signed in as `email`, as the signed-in admin or manager on `page`
 * lists them (`GET /api/users`).
 * @throws Error when they are not in the list
 */
export async function userIdOf(page: Page, email: string): Promise<number> {
  const { users } = await pageApi<{ users: { user_id: number; email: string }[] }>(page, 'users');
  const user = users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not among the people this page lists`);
  return user.user_id;
}

/** A metric card of the dashboard by its label ("Commission"). */
export const metricCard = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true });

/** Dollars as the dashboard shows them. */
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Scrolls to the bottom until the dashboard's table `name` is there: everything below the cards
 * loads as it nears the viewport, and each part that arrives makes the page taller.
 */
export async function scrollToTable(page: Page, name: string): Promise<void> {
  const table = page.getByRole('table', { name });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return table.isVisible();
    })
    .toBe(true);
}
