import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { demoToday } from './support/page-api.ts';
import { toastShown } from './support/toast-shown.ts';

const browser = browserPerFile();

/** The demo organization's month before `month` (`YYYY-MM`). */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 2, 1));
  return date.toISOString().slice(0, 7);
}

const thisMonth = demoToday.slice(0, 7);
const lastMonth = monthBefore(thisMonth);

describe('commission statements', () => {
  it('lets a rep dispute a line and download its PDF; an admin accepts it and the adjustment lands in the next month', async () => {
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
    expect(text.replace(/\s+/g, ' ')).toContain(explanation.replace(/\s+/g, ' '));

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
    await resolve.getByRole('button', { name: 'Accept dispute' }).click();
    await resolve.waitFor({ state: 'hidden' });
    await toastShown(admin, /accepted/i);
    await snap(admin, 'statements-02-dispute-accepted');

    // The rep's next month has the adjustment as a line; last month's line says accepted.
    await rep.goto(`/statements?month=${thisMonth}`);
    const adjustment = rep.getByRole('row').filter({ hasText: 'Rate corrected to 12 %' });
    await expect.poll(() => adjustment.first().textContent()).toContain('$42.50');
    await rep.goto(`/statements?month=${lastMonth}`);
    await expect
      .poll(() => rep.getByRole('row').filter({ hasText: explanation }).first().textContent())
      .toContain('Dispute accepted');
    await snap(rep, 'statements-03-next-month');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
