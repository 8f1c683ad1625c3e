import {
  notificationPreferencesSchema,
  notificationTriggers,
  successEnvelope,
} from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';

let smtp: SmtpTestServer;
let t: TestApp;
let admin: TestUser;
let rep: TestUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'no-reply@example.test',
    publicUrl: 'https://sales.example.test',
  });
  admin = await t.createUser({ access: 2, organizationName: 'Acme' });
  rep = await t.createUser({ email: 'rep@example.test', organizationName: 'Acme' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const read = async (user: TestUser) => {
  const response = await t.injectAs(user, { method: 'GET', url: '/api/notification-preferences' });
  expect(response.statusCode).toBe(200);
  return successEnvelope(notificationPreferencesSchema).parse(response.json()).data;
};

const replace = (user: TestUser, preferences: unknown) =>
  t.injectAs(user, {
    method: 'PUT',
    url: '/api/notification-preferences',
    payload: { preferences },
  });

const addBonus = (reason: string) =>
  t.injectAs(admin, {
    method: 'POST',
    url: `/api/adjustments/${rep.userId}`,
    payload: { adjustment_date: '2026-03-02', amount: 250, reason },
  });

const inAppTitles = async () => {
  const response = await t.injectAs(rep, { method: 'GET', url: '/api/notifications' });
  return (response.json().data.notifications as { body: string }[]).map((note) => note.body);
};

describe('/api/notification-preferences', () => {
  it('starts with every trigger in the app and none by email', async () => {
    expect(await read(rep)).toEqual({
      email_available: true,
      preferences: notificationTriggers.map((trigger) => ({ trigger, in_app: true, email: false })),
    });
  });

  it('replaces one’s choices; a trigger left out goes back to its default', async () => {
    const saved = await replace(rep, [
      { trigger: 'adjustment:added', in_app: false, email: true },
      { trigger: 'transaction:approved', in_app: true, email: true },
    ]);
    expect(saved.statusCode).toBe(200);
    const after = await read(rep);
    expect(after.preferences.filter((p) => p.email)).toEqual([
      { trigger: 'transaction:approved', in_app: true, email: true },
      { trigger: 'adjustment:added', in_app: false, email: true },
    ]);
    await replace(rep, [{ trigger: 'adjustment:added', in_app: false, email: true }]);
    expect((await read(rep)).preferences.filter((p) => p.email).map((p) => p.trigger)).toEqual([
      'adjustment:added',
    ]);
    // Another person's stay their own.
    expect((await read(admin)).preferences.every((p) => p.in_app && !p.email)).toBe(true);
  });

  it('refuses an unknown trigger or one listed twice with a 400 naming the field', async () => {
    const unknown = await replace(rep, [{ trigger: 'weather:rain', in_app: true, email: true }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^preferences\.0\.trigger/);
    const twice = await replace(rep, [
      { trigger: 'adjustment:added', in_app: true, email: true },
      { trigger: 'adjustment:added', in_app: false, email: false },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^preferences/);
  });
});

describe('the notification writer', () => {
  it('honours the choice: app off writes no row, email on mails it', async () => {
    await replace(rep, [{ trigger: 'adjustment:added', in_app: false, email: true }]);
    const before = smtp.received.length;
    expect((await addBonus('Quarter target')).statusCode).toBe(201);
    await t.app.mailOutbox.flush();
    expect(await inAppTitles()).not.toContainEqual(expect.stringContaining('Quarter target'));
    const mails = smtp.received.slice(before);
    expect(mails).toMatchObject([{ to: ['rep@example.test'], subject: 'Bonus added' }]);
    expect(mails[0]?.text).toContain('$250.00 on Mar 2, 2026: Quarter target');
    expect(mails[0]?.text).toContain(
      'https://sales.example.test/sales-overview?startDate=2026-03-02&endDate=2026-03-02&preset=custom',
    );
  });

  it('keeps the default: in the app, no mail', async () => {
    await replace(rep, []);
    const before = smtp.received.length;
    expect((await addBonus('Team lunch')).statusCode).toBe(201);
    await t.app.mailOutbox.flush();
    expect(await inAppTitles()).toContainEqual(expect.stringContaining('Team lunch'));
    expect(smtp.received.length).toBe(before);
  });
});
