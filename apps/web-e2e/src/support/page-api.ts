import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { journeyServer } from './journey-server.ts';

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
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string }).access_token,
  );
  const url = new URL(`/api/${path}`, journeyServer().baseURL);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await page.request.get(url.toString(), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

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
