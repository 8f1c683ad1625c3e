import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { importRows, previewImport, uploadForImport } from './support/import-steps.ts';
import { pageApi, scrollToTable, usd } from './support/page-api.ts';
import { startBuiltServer, type BuiltServer } from './support/start-built-server.ts';
import { toastShown } from './support/toast-shown.ts';

/*
 * A new organization's first day, from the UI alone: its own server with no demo data, an admin
 * made by the operator command, 18 months of a CRM's deal export (its own column names, no Type
 * column, "Closed Won", US dates, thousands separators, a row in euros) and a workbook written
 * by openpyxl, a rate dated back to the first month, statements started there, and every month
 * up to last month closed in one step. Then a rep's statement of each month equals the month's
 * commission on their dashboard, and a deal that arrives for a closed month is explained on both.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const owner = { email: 'owner@northwind.test', password: 'first-day-1234' };
const rita = 'rita@northwind.test';
const sam = 'sam@northwind.test';
const rate = 10;

type Totals = { commission: number; clawbacks: number; adjustments: number };
type Statement = {
  status: string;
  totals: Totals;
  late_notes: string[];
  lines: { late: boolean; date: string; amount: number }[];
};
type Overview = { current: { commission: number } };
type Person = { user_id: number; email: string; display_name: string; is_active: boolean };

const browser = browserPerFile();
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({
    env: { SEED_DEMO: 'false' },
    // What an operator runs once on a new installation: `npm run create-admin` with SEED_DEMO off.
    prepare: (serverEnv) => {
      execFileSync(
        'node',
        [
          '--import',
          'tsx',
          'apps/api/src/admin/create-admin-cli.ts',
          '--email',
          owner.email,
          '--first-name',
          'Nora',
          '--last-name',
          'Quinn',
          '--organization',
          'Northwind Coaching',
        ],
        { cwd: root, env: { ...serverEnv, ADMIN_PASSWORD: owner.password }, stdio: 'pipe' },
      );
    },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** `YYYY-MM` of the month `offset` months from today's in the organization's time zone. */
function monthFrom(today: string, offset: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** A day of `month` as a US export writes it: `MM/DD/YYYY`. */
const usDate = (month: string, day: number) =>
  `${month.slice(5)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;

/** The last day of `month`, `YYYY-MM-DD`. */
function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** Days since 1899-12-30: how a workbook stores a date. */
function excelSerial(month: string, day: number): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Math.round((Date.UTC(year, number - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/**
 * The checked-in openpyxl workbook with its three placeholder dates (January 2000) moved into
 * `months`: only those cells' values change, the parts and their absolute targets stay as
 * openpyxl wrote them (fixtures/write-first-day-workbook.py).
 */
async function workbookDatedIn(months: readonly string[], file: string): Promise<void> {
  const fixture = path.join(root, 'apps/web-e2e/src/fixtures/first-day-workbook.xlsx');
  const zip = await JSZip.loadAsync(readFileSync(fixture));
  // The deals are on the second sheet; the first holds notes.
  const part = 'xl/worksheets/sheet2.xml';
  let sheet = (await zip.file(part)?.async('string')) ?? '';
  months.forEach((month, index) => {
    const placeholder = `<v>${36526 + index}</v>`;
    expect(sheet).toContain(placeholder);
    sheet = sheet.replace(placeholder, `<v>${excelSerial(month, 12)}</v>`);
  });
  zip.file(part, sheet);
  writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
}

const crmHeader =
  'Opportunity ID,Opportunity Owner,Account Name,Close Date,Amount,Currency,Stage,Product';

/** Rita's won deal of each month grows by $100 a month, from "2,000.00". */
const ritaAmount = (index: number) => 2_000 + index * 100;

/** 18 months of a CRM's export: both reps' deals, lost ones, one still open, one in euros. */
function crmExport(months: readonly string[]): string {
  const rows = months.flatMap((month, index) => {
    const money = (dollars: number) =>
      `"${dollars.toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
    const rows = [
      `OPP-${index}-R,${rita},Client ${index}R,${usDate(month, 10)},${money(ritaAmount(index))},USD,Closed Won,1:1 Coaching`,
      `OPP-${index}-S,${sam},Client ${index}S,${usDate(month, 14)},${money(1_500)},,Closed Won,Group Program`,
    ];
    if (index % 6 === 3) {
      rows.push(
        `OPP-${index}-L,${rita},Client ${index}L,${usDate(month, 20)},${money(900)},USD,Closed Lost,1:1 Coaching`,
      );
    }
    return rows;
  });
  rows.push(
    `OPP-PEND,${sam},Client Pending,${usDate(months.at(-1) ?? '', 18)},${'"1,200.00"'},USD,Contract Sent,Group Program`,
    `OPP-EUR,${rita},Client Euro,${usDate(months[5] ?? '', 8)},"1,000.00",EUR,Closed Won,1:1 Coaching`,
  );
  return `${[crmHeader, ...rows].join('\r\n')}\r\n`;
}

describe('a new organization’s first day', () => {
  it('imports 18 months from a CRM export and a workbook, and closes them into statements that match the dashboards', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'first-day-'));
    const context = await newAppContext(browser(), { baseURL: server.baseURL });
    const admin = await context.newPage();
    await signInAs(admin, owner.email, owner.password);
    const organizationId = await admin.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('user') ?? '{}') as { organization_id?: number })
          .organization_id,
    );
    const organization = await pageApi<{ timezone: string }>(
      admin,
      `organizations/${organizationId}`,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: organization.timezone }).format(
      new Date(),
    );
    const months = Array.from({ length: 18 }, (_, index) => monthFrom(today, index - 18));
    const first = months[0] ?? '';
    const last = months[17] ?? '';

    // A sales role to pay the reps by.
    await admin.goto('/settings/roles');
    await admin.getByRole('button', { name: 'New sales role' }).click();
    const roleDialog = admin.getByRole('dialog');
    await roleDialog.getByLabel('Title').fill('Closer');
    await roleDialog.getByLabel('Commission (%)').fill(String(rate));
    await roleDialog.getByRole('button', { name: 'Create role' }).click();
    await expect.poll(() => roleDialog.count()).toBe(0);

    // Rita is invited as a Closer before the history comes in: her imported deals are approved
    // ones, paid at the rate in force when they are stored (a later rate reprices pending deals
    // only). Sam is left for the import to create.
    await admin.goto('/settings/people');
    await admin.getByRole('button', { name: 'Invite teammate' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite teammate' });
    await invite.getByLabel('Email').fill(rita);
    await invite.getByLabel('First name').fill('Rita');
    await invite.getByLabel('Last name').fill('Reyes');
    await invite.getByLabel('Sales role').selectOption({ label: `Closer (${rate} %)` });
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await invite.getByRole('button', { name: 'Done' }).click();

    // The CRM export, as it comes.
    const crmFile = path.join(folder, 'crm-opportunities.csv');
    writeFileSync(crmFile, crmExport(months));
    await admin.goto('/settings/import');
    await uploadForImport(admin, crmFile);
    const mapping = admin.getByRole('form', { name: 'Map the columns' });
    const columns: Record<string, string> = {
      'Opportunity ID': 'external_id',
      'Opportunity Owner': 'closer_email',
      'Account Name': 'customer_name',
      'Close Date': 'date',
      Amount: 'amount',
      Currency: 'currency',
      Stage: 'status',
      Product: 'product',
    };
    for (const [header, field] of Object.entries(columns)) {
      await mapping.getByLabel(header, { exact: true }).selectOption(field);
    }
    // No Type column: one value for every row. The CRM's stages mapped to statuses.
    await mapping.getByLabel(/^Type for every row/).selectOption('new');
    const stages = mapping.getByRole('group', { name: /^Stage → Status/ });
    await stages.getByLabel(/^“Closed Won”/).selectOption('approved');
    await stages.getByLabel(/^“Closed Lost”/).selectOption('rejected');
    await stages.getByLabel(/^“Contract Sent”/).selectOption('pending');
    await snap(admin, 'first-day-01-mapping');
    await previewImport(admin);

    // The names the file brings that nobody has yet are created: Sam, inactive, and two products.
    const names = admin.getByRole('region', { name: 'Names to resolve' });
    await names.getByLabel(`Person “${sam}”`, { exact: false }).selectOption('create');
    for (const product of ['1:1 Coaching', 'Group Program']) {
      await names.getByLabel(`Product “${product}”`, { exact: false }).selectOption('create');
    }
    await snap(admin, 'first-day-02-names');
    await admin.getByRole('button', { name: 'Preview again' }).click();
    const problems = admin.getByRole('region', { name: /^Problems/ });
    await expect.poll(() => problems.textContent()).toContain('the currency is EUR');
    await snap(admin, 'first-day-02-preview');
    const lost = months.filter((_, index) => index % 6 === 3).length;
    await importRows(admin, 36 + lost + 1, 'crm-opportunities.csv');

    // The workbook, dated in the last three months.
    const workbookFile = path.join(folder, 'first-day-workbook.xlsx');
    await workbookDatedIn(months.slice(-3), workbookFile);
    await admin.getByRole('button', { name: 'Import another file' }).click();
    // Its first sheet is notes without a header row: the import asks for the sheet instead of
    // reading them as deals, and the deals are on openpyxl's default sheet, "Sheet".
    await admin.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(workbookFile);
    await admin.getByRole('button', { name: 'Upload' }).click();
    await admin.getByLabel('Sheet', { exact: true }).selectOption('Sheet');
    await snap(admin, 'first-day-03-sheet-choice');
    await admin.getByRole('button', { name: 'Upload' }).click();
    await admin.getByRole('form', { name: 'Map the columns' }).waitFor();
    const sheetPicker = admin.getByRole('form', { name: 'Sheet of the workbook' });
    await expect.poll(() => sheetPicker.getByLabel('Sheet').inputValue()).toBe('Sheet');
    await snap(admin, 'first-day-03-workbook-mapping');
    await previewImport(admin);
    await importRows(admin, 3, 'first-day-workbook.xlsx');

    // The person the import created is listed as inactive.
    // Everyone a file may name, the invited Rita included.
    const { people } = await pageApi<{ people: Person[] }>(admin, 'imports/people');
    const ritaId = people.find((person) => person.email === rita)?.user_id;
    const samId = people.find((person) => person.email === sam)?.user_id;
    if (!ritaId || !samId) throw new Error('Rita was invited and the import created Sam');
    await admin.goto('/settings/people');
    await admin.getByRole('button', { name: 'Inactive', exact: true }).click();
    await admin.getByRole('cell', { name: sam }).waitFor();

    // Sam is paid as a Closer from the first month on: the rate looks back, so it asks first,
    // and says what it reprices (his open deal; approved ones keep what they paid).
    await admin.goto(`/team/member/overview/${samId}`);
    await scrollToTable(admin, 'Transactions');
    await admin.getByRole('button', { name: 'Change rate' }).click();
    const rateDialog = admin.getByRole('dialog', { name: /^Change .+’s rate$/ });
    await rateDialog.getByLabel('Sales role').selectOption({ label: `Closer (${rate} %)` });
    await rateDialog.getByLabel('From').fill(`${first}-01`);
    await rateDialog.getByRole('button', { name: 'Save rate' }).click();
    const confirm = admin.getByRole('dialog', { name: /^Change .+’s rate from / });
    await expect.poll(() => confirm.textContent()).toContain('1 pending deal');
    await snap(admin, 'first-day-04-rate-confirm');
    await confirm.getByRole('button', { name: 'Save rate' }).click();
    await toastShown(admin, /^Rate saved for .+: 1 pending deal repriced \(\+\$120\.00\)$/);

    // Statements start from the first month, and every month up to last month closes at once.
    await admin.goto(`/statements/admin?month=${last}`);
    const start = admin.getByRole('form', { name: 'Statements start' });
    await start.getByLabel('Start from').fill(first);
    await start.getByRole('button', { name: 'Save start month' }).click();
    await toastShown(admin, /^Statements start from /);
    await snap(admin, 'first-day-05-start-from');
    await admin.getByRole('button', { name: 'Close every month up to…' }).click();
    const closeDialog = admin.getByRole('dialog', { name: 'Close every month up to…' });
    await closeDialog.getByLabel('Up to').selectOption(last);
    await expect.poll(() => closeDialog.textContent()).toContain('This closes 18 months');
    await snap(admin, 'first-day-06-close-up-to');
    await closeDialog.getByRole('button', { name: 'Close 18 months' }).click();
    await expect
      .poll(
        async () =>
          (await pageApi<{ status: string } | null>(admin, 'statements/admin/close-jobs/latest'))
            ?.status,
        { timeout: 120_000 },
      )
      .toBe('done');

    // A deal for a closed month arrives late: it is paid in this month's statement.
    const lateMonth = months[16] ?? '';
    const lateFile = path.join(folder, 'crm-late.csv');
    writeFileSync(
      lateFile,
      `${crmHeader}\r\nOPP-LATE,${rita},Client Late,${usDate(lateMonth, 25)},"4,000.00",USD,Closed Won,1:1 Coaching\r\n`,
    );
    await admin.goto('/settings/import');
    await uploadForImport(admin, lateFile);
    await previewImport(admin);
    await importRows(admin, 1, 'crm-late.csv');

    // Each closed month: the statement is the dashboard's commission, less what came late.
    const statementOf = (month: string) =>
      pageApi<Statement>(admin, `statements/month/${month}`, { user_id: String(ritaId) });
    const current = await statementOf(today.slice(0, 7));
    for (const month of months) {
      const statement = await statementOf(month);
      expect(statement.status, month).toBe('closed');
      const overview = await pageApi<Overview>(admin, `metrics/users/${ritaId}`, {
        startDate: `${month}-01`,
        endDate: monthEnd(month),
      });
      const paidLate = current.lines
        .filter((line) => line.late && line.date.startsWith(month))
        .reduce((sum, line) => sum + line.amount, 0);
      const { commission, clawbacks, adjustments } = statement.totals;
      expect(commission + clawbacks + adjustments + paidLate, month).toBeCloseTo(
        overview.current.commission,
        2,
      );
      expect(statement.late_notes.length > 0, month).toBe(paidLate !== 0);
    }
    const lateLine = current.lines.find((line) => line.late);
    expect(lateLine?.amount).toBeCloseTo(400, 2);

    // The late month, on screen: the statement and the dashboard both say where the $400 went.
    const lateNote = new RegExp(
      `\\$400\\.00 of .+ commission is paid in .+ statement as a late line`,
    );
    await admin.goto(`/statements/admin?month=${lateMonth}&user=${ritaId}`);
    await expect.poll(() => admin.getByRole('main').textContent()).toMatch(lateNote);
    await snap(admin, 'first-day-07-statement-late');
    await admin.goto(
      `/team/member/overview/${ritaId}?startDate=${lateMonth}-01&endDate=${monthEnd(lateMonth)}&preset=custom`,
    );
    await expect
      .poll(() => admin.getByRole('main').textContent(), { timeout: 15_000 })
      .toMatch(lateNote);
    const statement = await statementOf(lateMonth);
    const dashboard = statement.totals.commission + statement.totals.adjustments + 400;
    await expect.poll(() => admin.getByRole('main').textContent()).toContain(usd.format(dashboard));
    await snap(admin, 'first-day-08-dashboard-late');

    // Every step is in the audit log, and a row opens its before and after.
    await admin.goto('/settings/audit');
    await admin
      .getByRole('button', { name: /^Open the change to / })
      .first()
      .click();
    await admin.getByRole('dialog').waitFor();
    await snap(admin, 'first-day-09-audit-diff');
    await context.close();
    // A whole first day: two imports, a rate, a start month, 18 closes and 18 months read back.
  }, 240_000);
});
