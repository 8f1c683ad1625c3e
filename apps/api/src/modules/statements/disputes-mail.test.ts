import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.ts';

/*
 * Disputes are mailed as well as notified when the server sends mail and the person chose email
 * for the trigger (decision 0058 "Disputes"): the admin for `dispute:opened`, the rep for
 * `dispute:resolved`.
 */

let smtp: SmtpTestServer;
let t: TestApp;
let admin: TestUser;
let rep: TestUser;

const chooseEmail = (user: TestUser, trigger: string) =>
  t.injectAs(user, {
    method: 'PUT',
    url: '/api/notification-preferences',
    payload: { preferences: [{ trigger, in_app: true, email: true }] },
  });

async function subjectsTo(user: TestUser): Promise<string[]> {
  const rows = await t.database.query<{ subject: string }>(
    "SELECT subject FROM mail_outbox WHERE user_id = $1 AND kind = 'notification' ORDER BY mail_id",
    [user.userId],
  );
  return rows.map((row) => row.subject);
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'SalesDash <no-reply@example.test>',
    publicUrl: 'https://sales.example.test',
    mailRetryDelaysMs: [0, 0],
  });
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer' });
  expect((await chooseEmail(admin, 'dispute:opened')).statusCode).toBe(200);
  expect((await chooseEmail(rep, 'dispute:resolved')).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('mails the admin a new dispute and the rep its verdict', async () => {
  const bonus = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/adjustments/${rep.userId}`,
    payload: { adjustment_date: '2026-01-20', amount: 40, reason: 'Contest' },
  });
  expect(bonus.statusCode, bonus.body).toBe(201);
  const flagged = await t.injectAs(rep, {
    method: 'POST',
    url: `/api/statements/month/2026-01/lines/adjustment:${bonus.json().data.adjustment_id}/disputes`,
    payload: { comment: 'The contest paid 60' },
  });
  expect(flagged.statusCode, flagged.body).toBe(201);
  expect(await subjectsTo(admin)).toEqual([expect.stringContaining('Statement line disputed')]);
  const resolved = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/statements/admin/disputes/${flagged.json().data.dispute_id}/resolve`,
    payload: { outcome: 'rejected', reason: 'The contest paid 40' },
  });
  expect(resolved.statusCode, resolved.body).toBe(200);
  expect(await subjectsTo(rep)).toEqual([expect.stringContaining('Dispute rejected')]);
});
