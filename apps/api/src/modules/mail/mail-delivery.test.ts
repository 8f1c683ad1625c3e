import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';

/*
 * Mail (docs/decisions/0046-mail-outbox-and-notification-preferences.md): invites and password
 * resets are mailed through a real SMTP server in this process, read back as a mail client would;
 * without SMTP everything stays as it was.
 */

const publicUrl = 'https://sales.example.test';
let smtp: SmtpTestServer;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp(
    {
      smtpUrl: smtp.url,
      mailFrom: 'SalesDash <no-reply@example.test>',
      publicUrl,
      mailRetryDelaysMs: [0, 0],
      resetRateLimitPerEmail: 100,
      resetRateLimitPerIp: 100,
    },
    { captureLogs: true },
  );
  admin = await t.createUser({
    access: 2,
    firstName: 'Ada',
    lastName: 'Admin',
    organizationName: 'Acme',
  });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(() => {
  smtp.refuse(0, 0);
});

const invite = (email: string) =>
  t.injectAs(admin, {
    method: 'POST',
    url: '/api/users/invite',
    payload: { email, first_name: 'Nia', last_name: 'New' },
  });

/** The one mail received for `to` since the test began. */
function mailTo(to: string) {
  const mails = smtp.received.filter((mail) => mail.to.includes(to));
  expect(mails).toHaveLength(1);
  return mails[0] ?? { to: [], from: '', subject: '', text: '' };
}

function linkIn(text: string, path: string): URL {
  const escaped = `${publicUrl}${path}`.replace(/[.?/]/g, '\\$&');
  const link = new RegExp(`${escaped}[\\w-]{43}`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(link);
}

async function outboxRows(recipient: string) {
  return t.database.query<{ status: string; attempts: number; sealed_body: string | null }>(
    'SELECT status, attempts, sealed_body FROM mail_outbox WHERE recipient = $1',
    [recipient],
  );
}

describe('an invite with mail on', () => {
  it('mails the invitee a link that opens their registration, and says so', async () => {
    const response = await invite('nia@example.test');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.emailed).toBe(true);
    // The copy-link flow stays: the link is answered too.
    expect(data.invite_url).toMatch(/^\/complete-registration\?token=/);
    await t.app.mailOutbox.flush();

    const mail = mailTo('nia@example.test');
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.subject).toBe('Ada Admin invited you to Acme on SalesDash');
    const link = linkIn(mail.text, '/complete-registration?token=');
    expect(`${link.pathname}${link.search}`).toBe(data.invite_url);
    const token = link.searchParams.get('token');
    const invitation = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json().data).toMatchObject({ email: 'nia@example.test' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/complete-registration',
      payload: { token, first_name: 'Nia', last_name: 'New', password: 'a-long-new-password' },
    });
    expect(registered.statusCode).toBe(200);
    // Sent: the stored copy of the link is gone.
    expect(await outboxRows('nia@example.test')).toEqual([
      { status: 'sent', attempts: 1, sealed_body: null },
    ]);
  });

  it('queues nothing for an invite that fails', async () => {
    await t.createUser({ email: 'taken@example.test', organizationName: 'Acme' });
    const response = await invite('taken@example.test');
    expect(response.statusCode).toBe(409);
    expect(await outboxRows('taken@example.test')).toEqual([]);
  });
});

describe('a failing mail server', () => {
  it('is retried, and a mail it keeps refusing is given up and shown to admins', async () => {
    smtp.refuse(451, Infinity);
    const before = smtp.attempts;
    const response = await invite('refused@example.test');
    // The change does not wait for the mail, and stays whatever the mail server says.
    expect(response.statusCode).toBe(201);
    await t.app.mailOutbox.flush();
    expect(smtp.attempts - before).toBe(3);
    expect(await outboxRows('refused@example.test')).toEqual([
      { status: 'failed', attempts: 3, sealed_body: null },
    ]);
    const [pending] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'refused@example.test' AND password_hash IS NULL",
    );
    expect(pending?.n).toBe(1);

    const status = await t.injectAs(admin, { method: 'GET', url: '/api/mail/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      enabled: true,
      from: 'SalesDash <no-reply@example.test>',
      queued: 0,
      failures: [
        {
          kind: 'invite',
          recipient: 'refused@example.test',
          subject: 'Ada Admin invited you to Acme on SalesDash',
          attempts: 3,
          last_error: expect.stringContaining('451'),
        },
      ],
    });
  });

  it('delivers once it answers again', async () => {
    smtp.refuse(451, 1);
    await invite('second-try@example.test');
    await t.app.mailOutbox.flush();
    expect(mailTo('second-try@example.test').subject).toContain('invited you');
    expect(await outboxRows('second-try@example.test')).toEqual([
      { status: 'sent', attempts: 2, sealed_body: null },
    ]);
  });

  it('gives up at once on a permanent refusal', async () => {
    smtp.refuse(550, Infinity);
    const before = smtp.attempts;
    await invite('no-such-box@example.test');
    await t.app.mailOutbox.flush();
    expect(smtp.attempts - before).toBe(1);
    expect(await outboxRows('no-such-box@example.test')).toMatchObject([
      { status: 'failed', attempts: 1 },
    ]);
  });

  it('is tried again after its wait when it was down, its link unreadable meanwhile', async () => {
    await t.close();
    t = await buildTestApp({
      smtpUrl: 'smtp://127.0.0.1:9',
      mailFrom: 'no-reply@example.test',
      publicUrl,
      mailRetryDelaysMs: [60_000],
    });
    admin = await t.createUser({ access: 2, firstName: 'Ada', lastName: 'Admin' });
    const response = await invite('later@example.test');
    expect(response.statusCode).toBe(201);
    await t.app.mailOutbox.flush();
    const [row] = await t.database.query<{
      status: string;
      attempts: number;
      due_in: number;
      sealed_body: string;
    }>(
      `SELECT status, attempts, extract(epoch FROM next_attempt_at - now())::int AS due_in,
         sealed_body FROM mail_outbox WHERE recipient = 'later@example.test'`,
    );
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    // Encrypted while it waits: the database alone holds no usable invite link.
    const token = /token=([\w-]{43})/.exec(response.json().data.invite_url)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(row?.sealed_body).not.toContain(token);
    expect(row?.sealed_body).not.toContain('complete-registration');
    expect(row?.due_in).toBeGreaterThan(50);
    expect(row?.due_in).toBeLessThanOrEqual(60);
  });
});
