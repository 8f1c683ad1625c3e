import type { Statement } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, sendAs, closerAtTenPercent } from '../../testing/money-through-api.ts';

/*
 * Reopening a month and reading statements by id or by person
 * (docs/decisions/0058-statements-from-the-money-core.md, "Reopening"). Rep closes at 10 % and is
 * on Mia's team; Eli is on no team.
 * - J1 2026-01-10 $1,000.00 → 100.00, closed with January (version 1).
 * - J2 2026-01-25 $2,000.00 approved after the close → 200.00, late in February; once January
 *   is reopened it is a plain January line, and the second close freezes it as version 2.
 */

let t: TestApp;
let admin: TestUser;
let mia: TestUser;
let rep: TestUser;
let eli: TestUser;
let product: number;

const send = (url: string, payload: object) => sendAs(t, admin, url, payload);

const approvedDeal = (customer: string, amount: number, date: string) =>
  approvedDealOf(t, admin, { userId: rep.userId, productId: product, customer, amount, date });

async function read(user: TestUser, url: string, query: Record<string, string> = {}) {
  const response = await t.getAs(user, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Statement;
}

const reopen = (month: string, reason = 'J2 was approved late') =>
  t.injectAs(admin, {
    method: 'POST',
    url: '/api/statements/admin/reopen',
    payload: { month, reason },
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  mia = await t.createUser({ access: 3, firstName: 'Mia', lastName: 'Manager' });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer', managerId: mia.userId });
  eli = await t.createUser({ firstName: 'Eli', lastName: 'Else' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, rep);
  product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [org],
  );
  await approvedDeal('Jo Smith', 1000, '2026-01-10');
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('reopening a month', () => {
  let first: Statement;

  it('refuses an open month (409), a blank reason (400) and anyone but an admin (403)', async () => {
    const open = await reopen('2026-01');
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain('2026-01 is open');
    const blank = await reopen('2026-01', '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('reason');
    const byManager = await t.injectAs(mia, {
      method: 'POST',
      url: '/api/statements/admin/reopen',
      payload: { month: '2026-01', reason: 'No' },
    });
    expect(byManager.statusCode).toBe(403);
  });

  it('reopens the latest closed month: its late deal becomes a plain January line', async () => {
    await send('/api/statements/admin/close', { month: '2026-01' });
    first = await read(rep, '/api/statements/month/2026-01');
    expect(first).toMatchObject({ status: 'closed', version: 1, superseded: false });
    await approvedDeal('Max Ray', 2000, '2026-01-25');
    expect((await read(rep, '/api/statements/month/2026-02')).lines).toMatchObject([
      { kind: 'commission', late: true, amount: 200 },
    ]);

    const response = await reopen('2026-01', '  J2 was approved late ');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ month: '2026-01', status: 'open', version: 2 });

    const january = await read(rep, '/api/statements/month/2026-01');
    expect(january).toMatchObject({ status: 'open', statement_id: null, version: 2 });
    expect(january.lines.map((line) => [line.date, line.late, line.amount])).toEqual([
      ['2026-01-10', false, 100],
      ['2026-01-25', false, 200],
    ]);
    expect((await read(rep, '/api/statements/month/2026-02')).lines).toEqual([]);

    const [audit] = await t.database.query<{ entity_type: string; after: { reason: string } }>(
      "SELECT entity_type, entity_id, actor_user_id, after FROM audit_events WHERE action = 'statement.reopened'",
    );
    expect(audit).toMatchObject({
      entity_type: 'statement_period',
      entity_id: '2026-01',
      actor_user_id: admin.userId,
      after: { month: '2026-01', status: 'open', version: 2, reason: 'J2 was approved late' },
    });
    // The old version stays readable by id, superseded.
    expect(await read(rep, `/api/statements/${first.statement_id}`)).toEqual({
      ...first,
      superseded: true,
      // Read by id, a version carries no late-line notes (those are the month's current word).
      late_notes: [],
      versions: first.versions.map((version) => ({ ...version, superseded: true })),
    });
    const year = await t.getAs(rep, '/api/statements', { year: '2026' });
    expect(year.json().data).toEqual([
      { month: '2026-01', status: 'open', statement_id: null, payable: 300 },
    ]);
  });

  it('closes it again as version 2 beside version 1', async () => {
    const closed = await send('/api/statements/admin/close', { month: '2026-01' });
    expect(closed.version).toBe(2);
    const second = await read(rep, '/api/statements/month/2026-01');
    expect(second).toMatchObject({ status: 'closed', version: 2, superseded: false });
    expect(second.totals.payable).toBe(300);
    expect(second.statement_id).not.toBe(first.statement_id);
    expect(await read(rep, `/api/statements/${second.statement_id}`)).toEqual(second);
    expect(await read(rep, `/api/statements/${first.statement_id}`)).toMatchObject({
      version: 1,
      superseded: true,
      totals: { payable: 100 },
    });
    expect((await read(rep, '/api/statements/month/2026-02')).lines).toEqual([]);
  });

  it('reopens only the latest closed month (409 naming the later one)', async () => {
    await send('/api/statements/admin/close', { month: '2026-02' });
    const response = await reopen('2026-01');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('2026-02 is closed after 2026-01');
  });
});

describe('whose statement a read names', () => {
  it('lets the person, an admin and their manager read it, nobody else (404)', async () => {
    const own = await read(rep, '/api/statements/month/2026-01');
    expect(
      await read(admin, '/api/statements/month/2026-01', { user_id: String(rep.userId) }),
    ).toEqual(own);
    expect(
      await read(mia, '/api/statements/month/2026-01', { user_id: String(rep.userId) }),
    ).toEqual(own);
    expect(
      await read(rep, '/api/statements/month/2026-01', { user_id: String(rep.userId) }),
    ).toEqual(own);
    // Eli, an employee of the team-less rest; an admin of another organization.
    const outsider = await t.createUser({ organizationName: 'Elsewhere', access: 2 });
    for (const stranger of [eli, outsider]) {
      const response = await t.getAs(stranger, '/api/statements/month/2026-01', {
        user_id: String(rep.userId),
      });
      expect(response.statusCode).toBe(404);
      const byId = await t.getAs(stranger, `/api/statements/${own.statement_id}`);
      expect(byId.statusCode).toBe(404);
    }
    const export_ = await t.getAs(mia, '/api/statements/month/2026-01/export', {
      format: 'csv',
      user_id: String(rep.userId),
    });
    expect(export_.statusCode).toBe(200);
    expect(export_.body).toContain('Closer 10 %');
    expect(
      (
        await t.getAs(eli, '/api/statements/month/2026-01/export', {
          format: 'csv',
          user_id: String(rep.userId),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.getAs(admin, `/api/statements/${own.statement_id}`)).statusCode).toBe(200);
    expect((await t.getAs(admin, '/api/statements/999999')).statusCode).toBe(404);
    const bad = await t.getAs(admin, '/api/statements/month/2026-01', { user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('user_id');
  });
});
