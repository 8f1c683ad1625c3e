import { rateChangePreviewSchema, successEnvelope } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let closer: TestUser;
let outsider: TestUser;
let coaching: number;
let closerRole: number;
let seniorRole: number;

const deal = (amountCents: number, date: string, status = 'pending') =>
  t.insertId(
    `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_status, transaction_date, customer_name)
     VALUES ($1, $2, $3, $4, 'new', $5, $6, 'Lead') RETURNING transaction_id AS id`,
    [admin.organizationId, closer.userId, coaching, amountCents, status, date],
  );

const preview = (payload: object, as: TestUser = admin) =>
  t.injectAs(as, { method: 'POST', url: '/api/commission/preview', payload });

const previewed = async (payload: object) => {
  const response = await preview(payload);
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(rateChangePreviewSchema).parse(response.json()).data;
};

const assignmentCount = async () =>
  (
    await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM role_assignments WHERE user_id = $1',
      [closer.userId],
    )
  )[0]?.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manager = await t.createUser({ access: 3 });
  closer = await t.createUser({ managerId: manager.userId });
  outsider = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
  const role = (title: string, percent: number) =>
    t.insertId(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [admin.organizationId, title, percent],
    );
  closerRole = await role('Closer', 10);
  seniorRole = await role('Senior Closer', 12.5);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    closerRole,
    closer.userId,
  ]);
  coaching = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
  // Pending: $1,000 in January, $2,000 in March; approved (paid already) $5,000 in March.
  await deal(100_000, '2026-01-15');
  await deal(200_000, '2026-03-10');
  await deal(500_000, '2026-03-12', 'approved');
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/commission/preview', () => {
  it.each([
    // 10 % → 12.5 % from a date before both pending deals: both, +$25 and +$50.
    ['from before every pending deal', '2026-01-01', seniorRoleOf, undefined, 2, 75],
    // From February: only March's pending deal (+$50); paid deals never move.
    ['from between them', '2026-02-01', seniorRoleOf, undefined, 1, 50],
    // After every pending deal: nothing to reprice.
    ['from after them', '2026-06-01', seniorRoleOf, undefined, 0, 0],
    // The same role at 5 %: both deals pay less.
    ['at a lower rate of its own', '2026-01-01', closerRoleOf, 5, 2, -150],
  ])(
    'says how many pending deals a change %s reprices, and by how much',
    async (_label, from, roleOf, commission, deals, change) => {
      const before = await assignmentCount();
      const answer = await previewed({
        user_id: closer.userId,
        product_id: null,
        role_id: roleOf(),
        effective_from: from,
        ...(commission === undefined ? {} : { commission }),
      });
      expect(answer).toMatchObject({
        repriced_deals: deals,
        commission_change: change,
        pending_commission_before: 300,
      });
      expect(answer.pending_commission_after).toBe(300 + change);
      // Nothing is saved, nor audited.
      expect(await assignmentCount()).toBe(before);
    },
  );

  it('leaves no audit row', async () => {
    const count = async () =>
      (
        await t.database.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_events WHERE action = 'commission_rate.changed'",
        )
      )[0]?.n;
    const before = await count();
    await previewed({
      user_id: closer.userId,
      product_id: null,
      role_id: seniorRole,
      effective_from: '2026-01-01',
    });
    expect(await count()).toBe(before);
  });

  it('is checked like the change itself: managers refused, other organizations not found', async () => {
    const body = {
      user_id: closer.userId,
      product_id: null,
      role_id: seniorRole,
      effective_from: '2026-01-01',
    };
    expect((await preview(body, manager)).statusCode).toBe(403);
    expect((await preview(body, outsider)).statusCode).toBe(404);
    expect((await preview(body, closer)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a role of no such organization', async () => {
    const response = await preview({
      user_id: closer.userId,
      product_id: null,
      role_id: 999_999,
      effective_from: '2026-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^role_id/);
  });
});

describe('POST /api/roles/:id/preview', () => {
  const roleVersion = async () =>
    (
      await t.database.query<{ version: number }>('SELECT version FROM roles WHERE role_id = $1', [
        closerRole,
      ])
    )[0]?.version ?? 0;
  const previewRole = (payload: object, as: TestUser = admin) =>
    t.injectAs(as, { method: 'POST', url: `/api/roles/${closerRole}/preview`, payload });

  it.each([
    ['from before every pending deal', '2026-01-01', 2, 75],
    ['from between them', '2026-02-01', 1, 50],
    ['from after them', '2026-06-01', 0, 0],
  ])(
    'says what re-rating the role %s does to everyone’s pending deals, saving nothing',
    async (_label, from, deals, change) => {
      const version = await roleVersion();
      const response = await previewRole({ version, commission: 12.5, effective_from: from });
      expect(response.statusCode, response.body).toBe(200);
      expect(successEnvelope(rateChangePreviewSchema).parse(response.json()).data).toMatchObject({
        repriced_deals: deals,
        commission_change: change,
      });
      expect(await roleVersion()).toBe(version);
      const [rate] = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM role_rates WHERE role_id = $1 AND commission = 12.5',
        [closerRole],
      );
      expect(rate?.n).toBe(0);
    },
  );

  it('refuses what the change would refuse, and whoever may not make it', async () => {
    const stale = await previewRole({
      version: 999,
      commission: 12.5,
      effective_from: '2026-01-01',
    });
    expect(stale.statusCode).toBe(409);
    const body = { version: await roleVersion(), commission: 12.5, effective_from: '2026-01-01' };
    expect((await previewRole(body, manager)).statusCode).toBe(403);
    expect((await previewRole(body, outsider)).statusCode).toBe(404);
  });
});

function seniorRoleOf() {
  return seniorRole;
}
function closerRoleOf() {
  return closerRole;
}
