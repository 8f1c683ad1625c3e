import { importPeopleSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let foreignAdmin: TestUser;

const invite = async (email: string) => {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/users/invite',
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { user: { user_id: number } } }>().data.user.user_id;
};

const revoke = async (userId: number) => {
  const response = await t.injectAs(admin, {
    method: 'DELETE',
    url: `/api/users/invite/${userId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const peopleOf = async (as: TestUser) => {
  const response = await t.getAs(as, '/api/imports/people');
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(importPeopleSchema).parse(response.json()).data.people;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2, organizationName: 'Acme', email: 'admin@acme.test' });
  manager = await t.createUser({ access: 3, organizationName: 'Acme' });
  foreignAdmin = await t.createUser({ access: 2, organizationName: 'Other' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/imports/people', () => {
  it.each([
    ['an active member', 'active', true],
    ['a pending invitee', 'pending', true],
    ['a departed rep (inactive)', 'departed', true],
    ['a revoked invite', 'revoked', false],
    ['a revoked invite named on a deal (their records stay theirs)', 'revoked-with-deal', true],
  ] as const)('lists %s: %s', async (_label, who, listed) => {
    const email = `${who}@acme.test`;
    if (who === 'active') await t.createUser({ organizationName: 'Acme', email });
    if (who === 'pending') await invite(email);
    if (who === 'departed') {
      const departed = await t.createUser({ organizationName: 'Acme', email });
      await t.database.query('UPDATE users SET is_active = false WHERE user_id = $1', [
        departed.userId,
      ]);
    }
    if (who === 'revoked') await revoke(await invite(email));
    if (who === 'revoked-with-deal') {
      const userId = await invite(email);
      const product = await t.insertId(
        "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
        [admin.organizationId],
      );
      await t.database.query(
        `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type,
          transaction_status, transaction_date) VALUES ($1, $2, $3, 10000, 'new', 'approved', '2026-01-05')`,
        [admin.organizationId, userId, product],
      );
      await revoke(userId);
    }
    const emails = (await peopleOf(admin)).map((person) => person.email);
    expect(emails.includes(email)).toBe(listed);
  });

  it('shows an organization its own people only', async () => {
    const emails = (await peopleOf(foreignAdmin)).map((person) => person.email);
    expect(emails.some((email) => email.endsWith('@acme.test'))).toBe(false);
  });

  it('is for those who import: a manager is refused', async () => {
    expect((await t.getAs(manager, '/api/imports/people')).statusCode).toBe(403);
  });
});
