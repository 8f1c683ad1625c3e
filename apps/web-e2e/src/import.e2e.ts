import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { importRows, previewImport, uploadForImport } from './support/import-steps.ts';
import { pageApi, usd } from './support/page-api.ts';
import { socketJoined } from './support/socket-joined.ts';

type Entry = { user_id: number; display_name: string; value: number };
type Board = { metric: string; users: Entry[] }[];
type Person = { user_id: number; email: string; display_name: string };

const browser = browserPerFile();

/** Last quarter as the board's quarterly choice shows it (the demo's today is in Q4 2026). */
const lastQuarter = { startDate: '2026-07-01', endDate: '2026-09-30' };
const header = 'Deal ID,Date,Closer,Product,Customer,Amount,Type,Status';

const podiumFirst = (page: Page) =>
  page
    .getByRole('list', { name: 'Podium of Total Cash Collected' })
    .getByRole('listitem')
    .nth(1)
    .getAttribute('aria-label');

/** Uploads `file` on the import screen and runs the preview with the guessed mapping. */
async function uploadAndPreview(page: Page, file: string) {
  await uploadForImport(page, file);
  await previewImport(page);
}

describe('spreadsheet import', () => {
  it('imports last quarter’s deals, fixes two rejected rows, follows live on a board, and undoes it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'import-journey-'));
    const adminContext = await newAppContext(browser(), { acceptDownloads: true });
    const watcherContext = await newAppContext(browser());
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin@demo.test');
    const people = (await pageApi<{ users: Person[] }>(admin, 'users')).users;
    const setter = people.find((person) => person.email === 'setter@demo.test');
    if (!setter) throw new Error('the demo has setter@demo.test');
    const [product] = await pageApi<{ name: string }[]>(admin, 'products');

    // A second browser: a manager's board on last quarter, live.
    const watcher = await watcherContext.newPage();
    const joined = socketJoined(watcher);
    await signInAs(watcher, 'manager@demo.test');
    await watcher.goto('/leaderboard');
    await watcher.getByRole('radio', { name: 'Quarterly' }).click();
    await watcher.getByRole('combobox', { name: 'Year' }).selectOption('2026');
    await watcher.getByRole('combobox', { name: 'Quarter' }).selectOption('3');
    await watcher.getByRole('list', { name: 'Podium of Total Cash Collected' }).waitFor();
    await joined;
    const board = () => pageApi<Board>(watcher, 'metrics/users/leaderboard', lastQuarter);
    const topBefore = (await board()).find((category) => category.metric === 'totalCash')?.users[0];

    // Deals big enough to put the setter (who closes none) on top of the quarter's cash.
    const deals = [
      `Q3-1,2026-07-08,setter@demo.test,${product?.name},Ada Grant,"$400,000.00",new,paid`,
      `Q3-2,2026-08-12,setter@demo.test,${product?.name},Ben Hale,"$350,000.00",new,paid`,
      `Q3-3,2026-08-32,setter@demo.test,${product?.name},Cy Moss,"$20,000.00",new,paid`,
      `Q3-4,2026-09-03,setter@demo.test,${product?.name},Di Vale,-500,new,paid`,
    ];
    const file = path.join(folder, 'q3-deals.csv');
    writeFileSync(file, `${[header, ...deals].join('\r\n')}\r\n`);
    await admin.goto('/settings/import');
    await uploadAndPreview(admin, file);
    const problems = admin.getByRole('region', { name: /^Problems/ });
    await expect.poll(() => problems.textContent()).toContain('Row 4');
    expect(await problems.textContent()).toContain('Row 5');
    await snap(admin, 'import-01-preview');
    await importRows(admin, 2, 'q3-deals.csv');
    await snap(admin, 'import-02-imported');

    // The watcher's board follows without a reload.
    const setterTotal = 750_000;
    await expect.poll(() => podiumFirst(watcher)).toContain(`1st place: ${setter.display_name}`);
    const afterFirst = (await board()).find((category) => category.metric === 'totalCash')
      ?.users[0];
    expect(afterFirst?.user_id).toBe(setter.user_id);
    expect(afterFirst?.value).toBeGreaterThanOrEqual(setterTotal);
    await snap(watcher, 'import-03-board-live');

    // The rejected rows come down as CSV, are fixed in place and go up again.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Rejected rows' }).first().click(),
    ]);
    let rejected = '';
    for await (const chunk of await download.createReadStream()) rejected += String(chunk);
    const lines = rejected
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(`${header},Row,Error`);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Q3-3', 'Q3-4']);
    const fixed = [
      `Q3-3,2026-08-31,setter@demo.test,${product?.name},Cy Moss,"$20,000.00",new,paid`,
      `Q3-4,2026-09-03,setter@demo.test,${product?.name},Di Vale,500,new,paid`,
    ];
    const fixedFile = path.join(folder, 'q3-fixed.csv');
    writeFileSync(fixedFile, `${[header, ...fixed].join('\r\n')}\r\n`);
    await admin.getByRole('button', { name: 'Import another file' }).click();
    await uploadAndPreview(admin, fixedFile);
    await importRows(admin, 2, 'q3-fixed.csv');
    await expect
      .poll(async () => (await board()).find((c) => c.metric === 'totalCash')?.users[0]?.value)
      .toBe((afterFirst?.value ?? 0) + 20_500);
    await expect
      .poll(() => podiumFirst(watcher))
      .toBe(`1st place: ${setter.display_name}, ${usd.format((afterFirst?.value ?? 0) + 20_500)}`);

    // Undoing the first import takes its deals off the board, the fixed rows stay.
    await admin.getByRole('button', { name: 'Undo import of q3-deals.csv' }).click();
    const confirm = admin.getByRole('dialog');
    await snap(admin, 'import-04-undo-confirm');
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    const firstImport = admin.getByRole('row', { name: /q3-deals\.csv/ });
    await expect.poll(() => firstImport.textContent()).toContain('Undone');
    await expect
      .poll(() => podiumFirst(watcher))
      .toBe(`1st place: ${topBefore?.display_name}, ${usd.format(topBefore?.value ?? NaN)}`);
    await snap(admin, 'import-05-undone');

    // The fixed rows go too, so later journeys on this server see the demo as it was.
    await admin.getByRole('button', { name: 'Undo import of q3-fixed.csv' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
    await expect.poll(() => admin.getByRole('dialog').count()).toBe(0);

    await adminContext.close();
    await watcherContext.close();
  });
});
