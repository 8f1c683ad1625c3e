import type { Notification, Statement, StatementDispute } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Work } from '../../realtime/unit-of-work.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, closerAtTenPercent, sendAs } from '../../testing/money-through-api.ts';
import type { NewNotification } from '../notifications/service.ts';
import { resolveDispute } from './dispute-service.ts';

/*
 * Disputes of statement lines (docs/decisions/0058-statements-from-the-money-core.md, "Disputes").
 * Rep (on Manny's team) is a Closer at 10 %: in 2026-01 a $1,000.00 deal (100.00) and a bonus of
 * 40.00. Other (on no team) has a bonus of 50.00 in 2026-01.
 */

let t: TestApp;
let admin: TestUser;
let manny: TestUser;
let rep: TestUser;
let other: TestUser;
let splitKey: string;
let bonusKey: string;
let otherKey: string;
let today: string;

const send = (url: string, payload: object) => sendAs(t, admin, url, payload);

const flag = (user: TestUser, month: string, key: string, comment = 'This looks wrong') =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/statements/month/${month}/lines/${key}/disputes`,
    payload: { comment },
  });

const resolve = (user: TestUser, id: number, payload: object) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/statements/admin/disputes/${id}/resolve`,
    payload,
  });

const inbox = (user: TestUser, query: Record<string, string> = {}) =>
  t.getAs(user, '/api/statements/admin/disputes', query);

async function statement(user: TestUser, month: string): Promise<Statement> {
  const response = await t.getAs(user, `/api/statements/month/${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  const response = await t.getAs(user, '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.notifications;
}

async function audits(action: string) {
  return t.database.query<{ entity_id: string; actor_user_id: number }>(
    'SELECT entity_id, actor_user_id FROM audit_events WHERE action = $1 ORDER BY audit_event_id',
    [action],
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  manny = await t.createUser({ access: 3, firstName: 'Manny', lastName: 'Manager' });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer', managerId: manny.userId });
  other = await t.createUser({ firstName: 'Oli', lastName: 'Other' });
  const org = admin.organizationId;
  await closerAtTenPercent(t, rep);
  const product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [org],
  );
  await approvedDealOf(t, admin, {
    userId: rep.userId,
    productId: product,
    customer: 'Jo Smith',
    amount: 1000,
    date: '2026-01-10',
  });
  const bonus = await send(`/api/adjustments/${rep.userId}`, {
    adjustment_date: '2026-01-20',
    amount: 40,
    reason: 'Contest',
  });
  const otherBonus = await send(`/api/adjustments/${other.userId}`, {
    adjustment_date: '2026-01-15',
    amount: 50,
    reason: 'Referral',
  });
  bonusKey = `adjustment:${bonus.adjustment_id}`;
  otherKey = `adjustment:${otherBonus.adjustment_id}`;
  const january = await statement(rep, '2026-01');
  splitKey = january.lines.find((line) => line.kind === 'commission')?.key ?? '';
  expect(splitKey).toMatch(/^split:/);
  const [row] = await t.database.query<{ today: string }>(
    "SELECT to_char((now() AT TIME ZONE timezone)::date, 'YYYY-MM-DD') AS today FROM organizations WHERE organization_id = $1",
    [org],
  );
  today = String(row?.today);
}, 60_000);

afterAll(async () => {
  await t.close();
});

let first: StatementDispute;

describe('POST /api/statements/month/:month/lines/:key/disputes', () => {
  it('flags a line of one’s own statement, audits it and notifies the admins', async () => {
    const response = await flag(rep, '2026-01', splitKey, 'The rate should be 12 %');
    expect(response.statusCode, response.body).toBe(201);
    first = response.json().data;
    expect(first).toMatchObject({
      month: '2026-01',
      line_key: splitKey,
      line_amount: 100,
      user_id: rep.userId,
      display_name: 'Rep Closer',
      comment: 'The rate should be 12 %',
      status: 'open',
      resolution_reason: null,
      adjustment_id: null,
    });
    expect(first.line_explanation).toContain('10');
    expect(await audits('statement_dispute.opened')).toEqual([
      { entity_id: String(first.dispute_id), actor_user_id: rep.userId },
    ]);
    const told = await notificationsOf(admin);
    expect(told[0]).toMatchObject({ type: 'dispute:opened', link: '/statements/admin' });
    expect(told[0]?.body).toContain('Rep Closer');
    expect(await notificationsOf(manny)).toEqual([]);
    expect((await statement(rep, '2026-01')).disputes).toEqual([first]);
  });

  it('answers 409 while the line has an open dispute', async () => {
    const response = await flag(rep, '2026-01', splitKey);
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for a line of someone else’s statement, or of another month', async () => {
    expect((await flag(rep, '2026-01', otherKey)).statusCode).toBe(404);
    expect((await flag(admin, '2026-01', splitKey)).statusCode).toBe(404);
    expect((await flag(rep, '2026-02', splitKey)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad key or an empty comment', async () => {
    const badKey = await flag(rep, '2026-01', 'nonsense');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/key/);
    const empty = await flag(rep, '2026-01', bonusKey, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/comment/);
  });
});

describe('GET /api/statements/admin/disputes', () => {
  it('lists the organization’s for admins, the team’s for managers, and refuses employees', async () => {
    const forAdmin = await inbox(admin);
    expect(forAdmin.statusCode, forAdmin.body).toBe(200);
    expect(forAdmin.json().data).toEqual([first]);
    expect((await inbox(manny)).json().data).toEqual([first]);
    const elsewhere = await t.createUser({ access: 3 });
    expect((await inbox(elsewhere)).json().data).toEqual([]);
    expect((await inbox(rep)).statusCode).toBe(403);
    expect((await inbox(admin, { status: 'resolved' })).json().data).toEqual([]);
    expect((await inbox(admin, { month: '2026-02' })).json().data).toEqual([]);
    expect((await inbox(admin, { status: 'bogus' })).statusCode).toBe(400);
  });
});

describe('POST /api/statements/admin/disputes/:id/resolve', () => {
  it('refuses a rejection without a reason (400 naming reason), and non-admins', async () => {
    const response = await resolve(admin, first.dispute_id, { outcome: 'rejected' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/reason/);
    expect((await resolve(manny, first.dispute_id, { outcome: 'accepted' })).statusCode).toBe(403);
    expect((await resolve(admin, 999_999, { outcome: 'accepted' })).statusCode).toBe(404);
  });

  it('accepts with an adjustment in the disputed month while it is open: a dispute correction of the line, the rep told', async () => {
    expect(first.correction_month).toBe('2026-01');
    const response = await resolve(admin, first.dispute_id, {
      outcome: 'accepted',
      reason: 'Rate was 12 %',
      adjustment_amount: 20,
    });
    expect(response.statusCode, response.body).toBe(200);
    const accepted: StatementDispute = response.json().data;
    expect(accepted).toMatchObject({
      status: 'accepted',
      resolution_reason: 'Rate was 12 %',
      adjustment_amount: 20,
      correction_month: '2026-01',
      resolved_by_name: expect.any(String),
    });
    expect(accepted.adjustment_id).toEqual(expect.any(Number));

    // Nothing is closed: January is still open, so the correction is paid with the line.
    const january = await statement(rep, '2026-01');
    const correction = january.lines.find(
      (line) => line.key === `adjustment:${accepted.adjustment_id}`,
    );
    expect(correction).toMatchObject({
      kind: 'correction',
      date: today.startsWith('2026-01') ? today : '2026-01-31',
      amount: 20,
      corrects: { month: '2026-01', key: splitKey },
    });
    expect(correction?.explanation).toBe(
      `Dispute #${first.dispute_id} correction of January 2026's line “${first.line_explanation}”: Rate was 12 %`,
    );
    const listed = await t.getAs(admin, `/api/adjustments/${rep.userId}`, {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ adjustment_id: accepted.adjustment_id, amount: 20 }),
    );
    const told = await notificationsOf(rep);
    expect(told.map((n) => n.type)).toEqual(
      expect.arrayContaining(['dispute:resolved', 'adjustment:added']),
    );
    expect(told.find((n) => n.type === 'dispute:resolved')?.title).toBe('Dispute accepted');
    expect(await audits('statement_dispute.resolved')).toEqual([
      { entity_id: String(first.dispute_id), actor_user_id: admin.userId },
    ]);
    expect(january.disputes).toEqual([accepted]);
  });

  it('answers 409 for a dispute resolved already, changing nothing', async () => {
    const response = await resolve(admin, first.dispute_id, {
      outcome: 'rejected',
      reason: 'Changed my mind',
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM statement_disputes WHERE statement_dispute_id = $1',
      [first.dispute_id],
    );
    expect(row?.status).toBe('accepted');
  });

  it('rolls the adjustment back with the verdict when the verdict fails', async () => {
    const flagged = await flag(rep, '2026-01', splitKey, 'Still wrong');
    expect(flagged.statusCode).toBe(201);
    const { dispute_id } = flagged.json().data;
    const before = await t.database.query('SELECT adjustment_id FROM adjustments');
    // Telling the rep fails after the adjustment and the verdict are written: all roll back.
    const failingNotifications = {
      notify: (work: Work, notification: NewNotification) =>
        notification.type === 'dispute:resolved'
          ? Promise.reject(new Error('notification failed'))
          : t.app.notificationService.notify(work, notification),
    };
    await expect(
      resolveDispute(
        t.app.unitOfWork,
        failingNotifications,
        admin.organizationId,
        admin.userId,
        dispute_id,
        { outcome: 'accepted', adjustment_amount: 5 },
      ),
    ).rejects.toThrow('notification failed');
    expect(await t.database.query('SELECT adjustment_id FROM adjustments')).toEqual(before);
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM statement_disputes WHERE statement_dispute_id = $1',
      [dispute_id],
    );
    expect(row?.status).toBe('open');
    const rejected = await resolve(admin, dispute_id, {
      outcome: 'rejected',
      reason: 'Rate is 10 %',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', adjustment_id: null });
    const told = await notificationsOf(rep);
    expect(told[0]).toMatchObject({ type: 'dispute:resolved', title: 'Dispute rejected' });
  });
});

describe('closing a month with open disputes', () => {
  let open: StatementDispute;

  it('refuses with 409 naming how many are open, unless confirmed', async () => {
    const flagged = await flag(rep, '2026-01', bonusKey, 'The contest paid 60');
    expect(flagged.statusCode).toBe(201);
    open = flagged.json().data;
    const refused = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/statements/admin/close',
      payload: { month: '2026-01' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2026-01 has 1 open dispute: confirm to close anyway');
    const closed = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/statements/admin/close',
      payload: { month: '2026-01', confirm_open_disputes: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('keeps on the frozen statement which disputes were open, and shows them all', async () => {
    const frozen = await statement(rep, '2026-01');
    expect(frozen.status).toBe('closed');
    expect(frozen.open_dispute_ids_at_close).toEqual([open.dispute_id]);
    expect(frozen.disputes.map((d) => d.dispute_id)).toEqual([
      first.dispute_id,
      expect.any(Number),
      open.dispute_id,
    ]);
    expect((await statement(other, '2026-01')).open_dispute_ids_at_close).toEqual([]);
  });

  it('takes disputes of a closed month’s lines too', async () => {
    const resolved = await resolve(admin, open.dispute_id, {
      outcome: 'rejected',
      reason: 'The contest paid 40',
    });
    expect(resolved.statusCode).toBe(200);
    const again = await flag(rep, '2026-01', bonusKey, 'It really paid 60');
    expect(again.statusCode, again.body).toBe(201);
    expect((await statement(rep, '2026-01')).open_dispute_ids_at_close).toEqual([open.dispute_id]);
  });
});
