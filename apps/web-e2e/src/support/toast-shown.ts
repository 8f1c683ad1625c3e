import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for the toast saying `text` to be fully faded in. axe reads a toast's colours as they
 * are mid-animation, where they blend into the page and fail the contrast check.
 */
export async function toastShown(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text }).first();
  await expect.poll(() => toast.isVisible()).toBe(true);
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}
