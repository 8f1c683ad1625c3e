import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { demoToday, pageApi } from './support/page-api.ts';
import { toastShown } from './support/toast-shown.ts';

const browser = browserPerFile();

/** The demo organization's month before `month` (`YYYY-MM`). */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 2, 1));
  return date.toISOString().slice(0, 7);
}

const lastMonth = monthBefore(demoToday.slice(0, 7));

describe('commission statements', () => {
  it('lets a rep dispute a line and download its PDF; an admin accepts it and the correction lands in that month, still open', async () => {
    const repContext = await newAppContext(browser(), { acceptDownloads: true });
    const adminContext = await newAppContext(browser());
    const rep = await repContext.newPage();
    await signInAs(rep, 'closer@demo.test');
    await rep.goto(`/statements?month=${lastMonth}`);

    // The rep flags a line of last month; an empty comment is checked before anything is sent.
    const disputeButton = rep.getByRole('button', { name: /^Dispute: / }).first();
    await disputeButton.waitFor();
    const explanation = String(await disputeButton.getAttribute('aria-label')).slice(
      'Dispute: '.length,
    );
    await disputeButton.click();
    const dispute = rep.getByRole('dialog', { name: 'Dispute this line' });
    await dispute.getByRole('button', { name: 'Send dispute' }).click();
    await dispute.getByText(/is required/).waitFor();
    await expectNoSeriousA11yViolations(rep, 'dispute dialog');
    await dispute
      .getByLabel('What is wrong with this line?')
      .fill('The rate on this deal should be 12 %, as agreed.');
    await dispute.getByRole('button', { name: 'Send dispute' }).click();
    await dispute.waitFor({ state: 'hidden' });
    const row = rep.getByRole('row').filter({ hasText: explanation }).first();
    await expect.poll(() => row.textContent()).toContain('Dispute open');
    await snap(rep, 'statements-01-line-disputed');

    // The PDF downloads and opens: a PDF whose text holds the statement and the disputed line.
    const [file] = await Promise.all([
      rep.waitForEvent('download'),
      rep.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`statement-${lastMonth}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    // The PDF writes the explanation's days as the API does (ISO); the screen reads them as
    // "Nov 11, 2026".
    const screenDay = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const pdfText = text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, screenDay);
    expect(pdfText.replace(/\s+/g, ' ')).toContain(explanation.replace(/\s+/g, ' '));

    // An admin finds it in the disputes inbox and accepts it with an adjustment of $42.50.
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin@demo.test');
    await admin.goto(`/statements/admin?month=${lastMonth}`);
    const accept = admin.getByRole('button', {
      name: new RegExp(`^Accept the dispute of .+: ${escapeRegExp(explanation)}$`),
    });
    await accept.first().click();
    const resolve = admin.getByRole('dialog', { name: 'Accept the dispute' });
    await resolve.getByLabel('Adjustment (USD, signed)').fill('42.50');
    await resolve.getByLabel('Reason').fill('Rate corrected to 12 %');
    await expectNoSeriousA11yViolations(admin, 'accept dispute dialog');
    await resolve.getByRole('button', { name: 'Accept dispute' }).click();
    await resolve.waitFor({ state: 'hidden' });
    await toastShown(admin, /accepted/i);
    await snap(admin, 'statements-02-dispute-accepted');

    // Last month is still open, so the correction lands in it, as the dialog said: a line of
    // its own naming the dispute, and the disputed line says accepted.
    await rep.reload();
    const correction = rep.getByRole('row').filter({ hasText: /Dispute #\d+ correction/ });
    await expect.poll(() => correction.first().textContent()).toContain('$42.50');
    expect(await correction.first().textContent()).toContain('Rate corrected to 12 %');
    await expect
      .poll(() => rep.getByRole('row').filter({ hasText: explanation }).first().textContent())
      .toContain('Dispute accepted');
    await snap(rep, 'statements-03-correction');
  });
});

describe('closing a month', () => {
  it('lets an admin close the first month after a confirmation, export its payroll, and reopen it with a reason', async () => {
    const context = await newAppContext(browser(), { acceptDownloads: true });
    const admin = await context.newPage();
    await signInAs(admin, 'admin@demo.test');
    // Months close in order: the demo's first month with a line is the one that may close.
    await admin.goto(`/statements/admin?month=${lastMonth}`);
    const first = /(\d{4}-\d{2}) is still open and has lines/.exec(
      await admin.getByText(/is still open and has lines/).innerText(),
    )?.[1];
    if (!first) throw new Error('last month names the first open month');
    await admin.goto(`/statements/admin?month=${first}`);
    const month = await pageApi<{ totals: { people: number; payable: number } }>(
      admin,
      `statements/admin?month=${first}`,
    );

    await admin.getByRole('button', { name: 'Close month' }).click();
    const confirm = admin.getByRole('dialog', { name: /^Close / });
    const freezing = confirm.getByRole('group', { name: 'What will freeze' });
    await expect.poll(() => freezing.textContent()).toContain(String(month.totals.people));
    await expectNoSeriousA11yViolations(admin, 'close month dialog');
    await snap(admin, 'statements-04-close-confirmation');
    await confirm.getByRole('button', { name: 'Close month' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await toastShown(admin, /is closed$/);

    // The payroll CSV: one row per frozen statement, the month's total payable.
    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Payroll CSV' }).click(),
    ]);
    let text = '';
    for await (const chunk of await csv.createReadStream()) text += String(chunk);
    const rows = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows.length - 1).toBe(month.totals.people);

    await admin.getByRole('button', { name: 'Reopen month' }).click();
    const reopen = admin.getByRole('dialog', { name: /^Reopen / });
    await reopen.getByRole('button', { name: 'Reopen month' }).click();
    await reopen.getByText(/is required/).waitFor();
    await reopen.getByLabel('Reason').fill('A deal was approved late');
    await expectNoSeriousA11yViolations(admin, 'reopen month dialog');
    await reopen.getByRole('button', { name: 'Reopen month' }).click();
    await reopen.waitFor({ state: 'hidden' });
    await toastShown(admin, /is open again$/);
    await expect.poll(() => admin.getByText('Superseded — export again').isVisible()).toBe(true);
    await snap(admin, 'statements-05-reopened');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
