import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../bench/free-port.ts';

/** Debian's Chromium, open to Lighthouse on a debugging port, and a way to set up each run. */
export type AuditBrowser = {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /**
   * A first visit's state for `origin`: an empty HTTP cache, no stored data, and, when given,
   * the session the web app keeps in local storage (`user`: the sign-in answer's `data`),
   * as a person who signed in earlier and comes back.
   */
  prepare(origin: string, session?: unknown): Promise<void>;
  close(): Promise<void>;
};

/**
 * Launches Chromium through playwright-core on a throwaway profile. A persistent context, since
 * Lighthouse opens its tab in the browser's default profile: what `prepare` stores there is
 * what Lighthouse's page reads. No viewport: Lighthouse emulates the phone or desktop itself.
 */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'salesdash-audit-'));
  // The flags Lighthouse runs with (Playwright adds --no-first-run, --disable-sync and the like
  // itself; docs/decisions/0043-lighthouse-audit.md); the debugging port is Lighthouse's way in.
  const args = ['--headless=new', '--no-sandbox', '--disable-background-networking'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    viewport: null,
    args: [...args, '--disable-dev-shm-usage', `--remote-debugging-port=${port}`],
  });
  return {
    port,
    async prepare(origin, session) {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      // Lighthouse's own reset would also drop the session: it runs with disableStorageReset,
      // so the cache and the origin's data are cleared here instead.
      await devtools.send('Network.clearBrowserCache');
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      if (session !== undefined) {
        // A page of the origin that boots no app, so nothing but this reaches the server.
        await page.goto(`${origin}/health`);
        await page.evaluate(
          `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session))})`,
        );
      }
      await page.close();
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
