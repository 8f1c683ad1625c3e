import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

/* Without SMTP_URL: the invite's link to copy and the logged reset link; no mail goes out. */

let t: TestApp;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { captureLogs: true });
  admin = await t.createUser({ access: 2, email: 'ada@example.test', organizationName: 'Acme' });
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
});

afterAll(async () => {
  await t.close();
});

describe('mail off', () => {
  it('answers the invite link to pass on, mailing nothing', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'nia@example.test' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      emailed: false,
      invite_url: expect.stringMatching(/^\/complete-registration\?token=[\w-]{43}$/),
    });
    expect(await t.database.query('SELECT 1 FROM mail_outbox')).toEqual([]);
  });

  it('logs the reset link as before', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email: 'ada@example.test' },
    });
    const logged = t.logLines
      .map((line) => JSON.parse(line) as { msg?: string; link?: string })
      .find((entry) => entry.msg === 'password reset link');
    expect(logged?.link).toMatch(/^\/login\?reset=[\w-]{43}$/);
    expect(await t.database.query('SELECT 1 FROM mail_outbox')).toEqual([]);
  });

  it('keeps email choices but mails nothing, and says email is unavailable', async () => {
    const saved = await t.injectAs(manager, {
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { preferences: [{ trigger: 'adjustment:added', in_app: true, email: true }] },
    });
    expect(saved.json().data).toMatchObject({
      email_available: false,
      preferences: expect.arrayContaining([
        { trigger: 'adjustment:added', in_app: true, email: true },
      ]),
    });
    const added = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/adjustments/${manager.userId}`,
      payload: { adjustment_date: '2026-03-02', amount: 100, reason: 'Bonus' },
    });
    expect(added.statusCode).toBe(201);
    expect(await t.database.query('SELECT 1 FROM mail_outbox')).toEqual([]);
    const [note] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
      [manager.userId],
    );
    expect(note?.n).toBe(1);
  });

  it('tells admins that mail is off, and only admins', async () => {
    const status = await t.injectAs(admin, { method: 'GET', url: '/api/mail/status' });
    expect(status.json()).toEqual({
      status: 'success',
      data: { enabled: false, from: null, queued: 0, failed: 0, failures: [] },
    });
    const refused = await t.injectAs(manager, { method: 'GET', url: '/api/mail/status' });
    expect(refused.statusCode).toBe(403);
  });
});
