import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { browserPerFile, newAppContext, signInAs, snap } from './support/browser.ts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher.ts';
import { pageApi } from './support/page-api.ts';
import { startBuiltServer, type BuiltServer } from './support/start-built-server.ts';
import { toastShown } from './support/toast-shown.ts';

type AuditEvent = { action: string; entity_type: string; entity_id: string };
type AuditList = { auditEvents: AuditEvent[] };
type Person = { user_id: number; display_name: string; email: string };
type Pay = { history: { effective_from: string; commission: number | null }[] };

const browser = browserPerFile();
let mail: MailCatcher;
let server: BuiltServer;

// This journey's own server sends mail, to a real SMTP server in a process of the test's: the
// worker's shared servers run without mail (their invites give a link to copy).
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startBuiltServer({
    env: (baseURL) => ({
      SMTP_URL: mail.url,
      MAIL_FROM: 'SalesDash <no-reply@demo.test>',
      PUBLIC_URL: baseURL,
    }),
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

/** A fresh profile on this journey's own server, at the product's 1024 px viewport. */
const newPage = async (from: Browser) =>
  (await newAppContext(from, { baseURL: server.baseURL })).newPage();

/** The first day of next month, as the date field takes it. */
function nextMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

/** RFC 4180 rows: quoted fields may hold commas, quotes (doubled) and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function createRoleAndProduct(page: Page) {
  await page.goto('/settings/roles');
  await page.getByRole('button', { name: 'New sales role' }).click();
  const roleForm = page.getByRole('dialog', { name: 'New sales role' });
  await roleForm.getByLabel('Title').fill('Journey setter');
  await roleForm.getByLabel('Commission (%)').fill('6');
  await roleForm.getByRole('button', { name: 'Create role' }).click();
  await roleForm.waitFor({ state: 'detached' });

  await page.goto('/settings/products');
  await page.getByRole('button', { name: 'New product' }).click();
  const productForm = page.getByRole('dialog', { name: 'New product' });
  await productForm.getByLabel('Name').fill('Journey academy');
  await productForm.getByLabel('Price (USD)').fill('2500');
  await productForm.getByRole('button', { name: 'Create product' }).click();
  await productForm.waitFor({ state: 'detached' });
}

// The journey: an admin runs the organization from the UI alone, mail included, and
// the audit log (screen and CSV) holds every change.
describe('an admin runs the organization', () => {
  it('creates a role and a product, invites by mail, staffs the product, re-rates, and audits it all', async () => {
    const admin = await newPage(browser());
    await signInAs(admin, 'admin@demo.test');
    await createRoleAndProduct(admin);

    // The invite goes out by mail.
    await admin.goto('/settings/people');
    await admin.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Invite teammate' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite teammate' });
    await invite.getByLabel('Email').fill('morgan.lee@demo.test');
    await invite.getByLabel('First name').fill('Morgan');
    await invite.getByLabel('Last name').fill('Lee');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await invite.getByText('Invitation emailed').waitFor();
    await snap(admin, 'organization-01-invite-emailed');
    await invite.getByRole('button', { name: 'Done' }).click();

    const letter = await mail.mailTo('morgan.lee@demo.test');
    expect(letter.from).toBe('no-reply@demo.test');
    const link = /https?:\/\/\S+\/complete-registration\?token=[\w-]+/.exec(letter.text)?.[0];
    expect(link, letter.text).toBeDefined();

    // They join from the mailed link, in a browser of their own.
    const invitee = await newPage(browser());
    await invitee.goto(link ?? '');
    const registration = invitee.getByRole('form', { name: 'Complete registration' });
    await registration.getByLabel('New password', { exact: true }).fill('journey-Pass-31');
    await registration.getByLabel('Confirm password').fill('journey-Pass-31');
    await registration.getByRole('button', { name: 'Create account and sign in' }).click();
    await invitee.waitForURL((url) => url.pathname === '/');
    await invitee.getByRole('heading', { name: 'Sales overview', level: 1 }).waitFor();

    // The admin puts them on the product as a Closer, and raises their rate from next month.
    const people = await pageApi<{ people: Person[] }>(admin, 'users/people', {
      search: 'morgan.lee',
    });
    const morgan = people.people[0];
    expect(morgan).toMatchObject({ display_name: 'Morgan Lee' });
    await admin.goto('/settings/products');
    await admin.getByRole('button', { name: 'People on Journey academy' }).click();
    await admin.getByRole('button', { name: 'Add a person' }).click();
    const member = admin.getByRole('dialog', { name: 'Add a person to Journey academy' });
    await member.getByLabel('Person').selectOption({ label: 'Morgan Lee' });
    await member.getByLabel('Sales role').selectOption({ label: 'Closer (10 %)' });
    await member.getByLabel('Title').fill('Closer');
    await member.getByRole('button', { name: 'Add to team' }).click();
    await admin
      .getByRole('list', { name: 'Team of Journey academy' })
      .getByText('Closer · Closer')
      .waitFor();
    await admin.getByRole('button', { name: 'Close', exact: true }).first().click();

    const from = nextMonth();
    await admin.goto(`/team/member/overview/${morgan?.user_id}`);
    await admin.getByRole('button', { name: 'Change rate' }).click();
    const rate = admin.getByRole('dialog', { name: /^Change .+’s rate$/ });
    await rate.getByLabel('Sales role').selectOption({ label: 'Closer (10 %)' });
    await rate.getByLabel('Applies to').selectOption({ label: 'Journey academy' });
    await rate.getByLabel('Rate (%)').fill('12');
    await rate.getByLabel('From').fill(from);
    await rate.getByRole('button', { name: 'Save rate' }).click();
    await toastShown(admin, /^Rate saved for /);
    const pay = await pageApi<Pay>(admin, 'commission', { user_id: String(morgan?.user_id) });
    expect(pay.history).toContainEqual(
      expect.objectContaining({ effective_from: from, commission: 12 }),
    );

    // The audit log shows each step, and its CSV holds the same rows.
    await admin.goto('/settings/audit');
    const table = admin.getByRole('table', { name: 'Audit log' });
    for (const label of [
      'Sales role created',
      'Product created',
      'Person invited',
      'Invite accepted',
      'Person added to a product',
      'Commission rate changed',
    ]) {
      await table.getByText(label, { exact: true }).first().waitFor();
    }
    await snap(admin, 'organization-02-audit-log');
    const listed = await pageApi<AuditList>(admin, 'audit-events', { limit: '100' });
    const [file] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    let text = '';
    for await (const chunk of await file.createReadStream()) text += String(chunk);
    const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Time (UTC)',
      'Actor ID',
      'Actor',
      'Action',
      'Entity type',
      'Entity ID',
      'Entity name',
      'Before',
      'After',
      'Request ID',
    ]);
    const key = (action: string, type: string, id: string) => `${action} ${type} ${id}`;
    expect(rows.map((row) => key(row[3] ?? '', row[4] ?? '', row[5] ?? ''))).toEqual(
      listed.auditEvents.map((event) => key(event.action, event.entity_type, event.entity_id)),
    );
    for (const action of [
      'role.created',
      'product.created',
      'user.invited',
      'user.registered',
      'product.team_member_added',
      'commission_rate.changed',
    ]) {
      expect(
        rows.some((row) => row[3] === action),
        action,
      ).toBe(true);
    }
    await expectNoSeriousA11yViolations(admin, 'audit log after the journey');
  }, 240_000);
});
