import type { StatementCloseJob } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { approvedDealOf, closerAtTenPercent, sendAs } from '../../testing/money-through-api.ts';
import { createStatementCloseService } from './close-job-service.ts';

/*
 * Starting statements on an organization with history
 * (docs/decisions/0067-statements-start-from.md). Rep is a Closer at 10 %, deals recorded and
 * approved through the API:
 * - a payment dated 1901-03-05 ($900.00 → 90.00) and an adjustment of +25.00 on 2024-06-01:
 *   history before statements start;
 * - one deal a month from 2025-01 to 2025-08, $1,000.00 each → 100.00.
 * Without a start month, the 1901 payment blocks every close and no admin action repairs it.
 */

let t: TestApp;
let admin: TestUser;
let rep: TestUser;
let product: number;

const get = (url: string, query: Record<string, string> = {}) => t.getAs(admin, url, query);

const put = (url: string, payload: object) => t.injectAs(admin, { method: 'PUT', url, payload });

const post = (url: string, payload: object) => t.injectAs(admin, { method: 'POST', url, payload });

async function latestJob(): Promise<StatementCloseJob> {
  const response = await get('/api/statements/admin/close-jobs/latest');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function closedMonths(): Promise<string[]> {
  const rows = await t.database.query<{ month: string }>(
    "SELECT month FROM statement_periods WHERE organization_id = $1 AND status = 'closed' ORDER BY month",
    [admin.organizationId],
  );
  return rows.map((row) => row.month);
}

async function auditActions(action: string) {
  return t.database.query<{ before: unknown; after: unknown; actor_user_id: number | null }>(
    'SELECT before, after, actor_user_id FROM audit_events WHERE organization_id = $1 AND action = $2 ORDER BY audit_event_id',
    [admin.organizationId, action],
  );
}

let lineOfMay: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ access: 2 });
  rep = await t.createUser({ firstName: 'Rep', lastName: 'Closer' });
  await closerAtTenPercent(t, rep);
  product = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Course') RETURNING product_id AS id",
    [admin.organizationId],
  );
  const deal = (customer: string, amount: number, date: string) =>
    approvedDealOf(t, admin, { userId: rep.userId, productId: product, customer, amount, date });
  await deal('Old Payment', 900, '1901-03-05');
  await sendAs(t, admin, `/api/adjustments/${rep.userId}`, {
    adjustment_date: '2024-06-01',
    amount: 25,
    reason: 'Spiff',
  });
  for (const month of ['01', '02', '03', '04', '05', '06', '07', '08']) {
    await deal(`Customer ${month}`, 1000, `2025-${month}-10`);
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('statements start from', () => {
  it('without a start, a record of 1901 blocks the close and the month in the way is named', async () => {
    const response = await get('/api/statements/admin', { month: '2025-01' });
    expect(response.statusCode, response.body).toBe(200);
    const month = response.json().data;
    expect(month.closable).toBe(false);
    expect(month.not_closable_reason).toBe('1901-03 is still open and has lines: close it first');
    expect(month.blocking_month).toBe('1901-03');
    expect(month.statements_start_from).toBeNull();
    // The picker reaches every month with lines, 1901 included, not only the last 13.
    expect(month.months).toEqual(expect.arrayContaining(['1901-03', '2024-06', '2025-01']));
  });

  it('says how many records and how much commission a start month leaves out', async () => {
    const response = await get('/api/statements/admin/start-from', { month: '2025-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      start_from: null,
      month: '2025-01',
      left_out: { records: 2, amount: 115 },
      earliest_month: '1901-03',
      latest_allowed: null,
    });
  });

  it('is set by an admin only, audited, with the field named on bad input', async () => {
    expect(
      (
        await t.injectAs(rep, {
          method: 'PUT',
          url: '/api/statements/admin/start-from',
          payload: { start_from: '2025-01' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await put('/api/statements/admin/start-from', { start_from: '2025-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('start_from');

    const response = await put('/api/statements/admin/start-from', { start_from: '2025-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      start_from: '2025-01',
      left_out: { records: 2, amount: 115 },
    });
    const [audit] = await auditActions('organization.statements_start_changed');
    expect(audit).toMatchObject({
      before: { statements_start_from: null },
      after: { statements_start_from: '2025-01', left_out_records: 2, left_out_amount: 115 },
      actor_user_id: admin.userId,
    });
  });

  it('keeps records before it out of every statement: the first month closes', async () => {
    const old = await t.getAs(rep, '/api/statements/month/1901-03');
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data.lines).toEqual([]);
    const months = (await get('/api/statements/admin', { month: '2025-01' })).json().data;
    expect(months.closable).toBe(true);
    expect(months.blocking_month).toBeNull();
    expect(months.months).not.toContain('1901-03');
    const january = (await t.getAs(rep, '/api/statements/month/2025-01')).json().data;
    expect(january.totals.payable).toBe(100);
  });
});

describe('close every month up to', () => {
  it('plans the months and the people, and refuses a month not over', async () => {
    const plan = await get('/api/statements/admin/close-plan', { up_to: '2025-03' });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().data).toEqual({
      up_to: '2025-03',
      months: ['2025-01', '2025-02', '2025-03'],
      people: 1,
      refusal: null,
    });
    const future = await get('/api/statements/admin/close-plan', { up_to: '2999-01' });
    expect(future.json().data.refusal).toContain('has not ended yet');
    expect((await post('/api/statements/admin/close-jobs', { up_to: '2999-01' })).statusCode).toBe(
      409,
    );
  });

  it('closes N months in the background, each audited as a single close', async () => {
    const started = await post('/api/statements/admin/close-jobs', { up_to: '2025-03' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ up_to: '2025-03', status: 'running', people: 1 });
    await t.app.statementCloseService.jobs.idle();
    expect(await latestJob()).toMatchObject({
      status: 'done',
      months_done: 3,
      months: ['2025-01', '2025-02', '2025-03'],
      current_month: null,
    });
    expect(await closedMonths()).toEqual(['2025-01', '2025-02', '2025-03']);
    const closes = await auditActions('statement.closed');
    expect(closes).toHaveLength(3);
    expect(closes.every((row) => row.actor_user_id === admin.userId)).toBe(true);
    expect(await auditActions('statement.close_up_to_started')).toHaveLength(1);
    const march = (await t.getAs(rep, '/api/statements/month/2025-03')).json().data;
    expect(march).toMatchObject({ status: 'closed', totals: { payable: 100 } });
  });

  it('stops at a month with open disputes, and closes it once the admin confirms', async () => {
    const may = (await t.getAs(rep, '/api/statements/month/2025-05')).json().data;
    lineOfMay = may.lines[0].key;
    const flagged = await t.injectAs(rep, {
      method: 'POST',
      url: `/api/statements/month/2025-05/lines/${lineOfMay}/disputes`,
      payload: { comment: 'The rate should be 12 %' },
    });
    expect(flagged.statusCode, flagged.body).toBe(201);

    const started = await post('/api/statements/admin/close-jobs', { up_to: '2025-06' });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.statementCloseService.jobs.idle();
    const stopped = await latestJob();
    expect(stopped).toMatchObject({
      status: 'stopped',
      stop_reason: 'disputes',
      current_month: '2025-05',
      open_disputes: 1,
      months_done: 1,
    });
    expect(stopped.stop_message).toContain('2025-05 has 1 open dispute');
    expect(await closedMonths()).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);

    // Resuming without confirming stops at the same month again.
    const again = await post(`/api/statements/admin/close-jobs/${stopped.job_id}/resume`, {});
    expect(again.statusCode, again.body).toBe(202);
    await t.app.statementCloseService.jobs.idle();
    expect(await latestJob()).toMatchObject({ status: 'stopped', current_month: '2025-05' });

    const confirmed = await post(`/api/statements/admin/close-jobs/${stopped.job_id}/resume`, {
      confirm_open_disputes: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    await t.app.statementCloseService.jobs.idle();
    expect(await latestJob()).toMatchObject({ status: 'done', months_done: 3 });
    expect(await closedMonths()).toContain('2025-06');
    expect(await auditActions('statement.close_up_to_resumed')).toHaveLength(2);
    // A done job does not resume.
    const done = await post(`/api/statements/admin/close-jobs/${stopped.job_id}/resume`, {});
    expect(done.statusCode).toBe(409);
  });

  it('resumes after the server stopped half-way', async () => {
    // A second instance of the service stops (as a closing server does) after its first month.
    const dying = createStatementCloseService(t.database, t.app.unitOfWork, {
      log: t.app.log,
      afterMonth: () => {
        void dying.jobs.close();
      },
    });
    const job = await dying.startJob(admin.organizationId, admin.userId, '2025-08');
    expect(job.months).toEqual(['2025-07', '2025-08']);
    await dying.jobs.idle();
    const stopped = await latestJob();
    expect(stopped).toMatchObject({
      status: 'stopped',
      stop_reason: 'restart',
      current_month: '2025-08',
      months_done: 1,
    });
    expect(await closedMonths()).toContain('2025-07');
    expect(await closedMonths()).not.toContain('2025-08');

    const resumed = await post(`/api/statements/admin/close-jobs/${stopped.job_id}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(202);
    await t.app.statementCloseService.jobs.idle();
    expect(await latestJob()).toMatchObject({ status: 'done', months_done: 2 });
    expect(await closedMonths()).toContain('2025-08');
  });

  it('marks a job no server runs any more stopped, to resume', async () => {
    await t.database.query(
      `INSERT INTO statement_close_jobs (organization_id, up_to, months, people, started_by, progress_at)
        VALUES ($1, '2025-09', '{2025-09}', 1, $2, now() - interval '1 hour')`,
      [admin.organizationId, admin.userId],
    );
    expect(await t.app.statementCloseService.jobs.sweep()).toBe(1);
    expect(await latestJob()).toMatchObject({ status: 'stopped', stop_reason: 'restart' });
  });

  it('refuses a start after the month that follows the last close', async () => {
    const response = await put('/api/statements/admin/start-from', { start_from: '2026-01' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('no later than 2025-09');
  });
});
