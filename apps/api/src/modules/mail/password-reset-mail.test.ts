import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';

const publicUrl = 'https://sales.example.test/app';
let smtp: SmtpTestServer;
let t: TestApp;
let rita: TestUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp(
    { smtpUrl: smtp.url, mailFrom: 'no-reply@example.test', publicUrl },
    { captureLogs: true },
  );
  rita = await t.createUser({ email: 'rita@example.test', organizationName: 'Acme' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a password reset with mail on', () => {
  it('mails the link instead of logging it, and the mailed link resets the password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email: 'RITA@example.test' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailOutbox.flush();
    const [mail, ...more] = smtp.received;
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: ['rita@example.test'],
      subject: 'Reset your SalesDash password',
    });
    const link = /https:\/\/sales\.example\.test\/app\/login\?reset=([\w-]{43})/.exec(
      mail?.text ?? '',
    );
    expect(link, mail?.text).not.toBeNull();
    const token = link?.[1] ?? '';
    // The log says a link was mailed, and holds no link.
    expect(t.logLines.some((line) => line.includes('password reset link mailed'))).toBe(true);
    expect(t.logLines.some((line) => line.includes(token))).toBe(false);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'another-long-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user_id).toBe(rita.userId);
  });

  it('mails nothing, and logs nothing, for an unknown address', async () => {
    const before = smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email: 'nobody@example.test' },
    });
    await t.app.mailOutbox.flush();
    expect(smtp.received.length).toBe(before);
  });
});
