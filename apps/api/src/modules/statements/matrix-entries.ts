import {
  adjustmentOfE1,
  adminsAndManagersOfTheirOrganization,
  adminsOfTheirOrganization,
  everyUser,
  signedIn,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';
import type { World } from '../../security-matrix/world.ts';

/**
 * A month of its own for each close the matrix makes (a month closes once): they count up
 * from 1901-01, long before any record of the world, so each is over and next in order.
 */
function freshMonth(w: World): string {
  const index = w.next();
  return `${1901 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A closed month of org A with no statement, the latest closed one when it is made (the fresh
 * months count up), for a reopening cell.
 */
async function closedFreshMonth(w: World): Promise<string> {
  const month = freshMonth(w);
  await w.t.database.query(
    `INSERT INTO statement_periods (organization_id, month, status, closed_at)
     VALUES ($1, $2, 'closed', now())`,
    [w.orgA, month],
  );
  return month;
}

/**
 * A stored statement of E1 whose month was since reopened (so it is superseded): in the 1800s,
 * a month of its own for each cell, open, which no close of the matrix looks at.
 */
async function storedStatementOfE1(w: World): Promise<number> {
  const index = w.next();
  const month = `${1800 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const period = await w.t.insertId(
    `INSERT INTO statement_periods (organization_id, month, status, version, reopened_at, reopen_reason)
     VALUES ($1, $2, 'open', 2, now(), 'Matrix') RETURNING statement_period_id AS id`,
    [w.orgA, month],
  );
  return w.t.insertId(
    `INSERT INTO statements (statement_period_id, organization_id, month, user_id, version,
       display_name, email, commission_cents, clawbacks_cents, adjustments_cents,
       carried_in_cents, corrections_cents, balance_cents, payable_cents, carried_out_cents,
       closed_at)
     VALUES ($1, $2, $3, $4, 1, 'Eve Owner', 'eve@example.com', 0, 0, 0, 0, 0, 0, 0, 0, now())
     RETURNING statement_id AS id`,
    [period, w.orgA, month, w.e1.userId],
  );
}

/** Reads of E1's statements: E1, their manager and admins; others do not see E1 (404). */
const readsStatementsOfE1 = signedIn({
  employee: '2xx',
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: '2xx',
  admin: '2xx',
});

/**
 * A fresh line of E1's 2026-01 statement (an adjustment) and an open dispute of it, for a
 * mutating cell: each cell resolves its own.
 */
async function openDisputeOfE1(w: World): Promise<number> {
  const adjustmentId = await adjustmentOfE1(w);
  return w.t.insertId(
    `INSERT INTO statement_disputes
       (organization_id, user_id, month, line_key, line_explanation, line_amount_cents, comment)
     VALUES ($1, $2, '2026-01', $3, 'Matrix', 1000, 'Matrix') RETURNING statement_dispute_id AS id`,
    [w.orgA, w.e1.userId, `adjustment:${adjustmentId}`],
  );
}

/**
 * A closed month of org A with no statement, for the payroll export: 1900-01, before any month
 * the close entries close, so neither refuses the other.
 */
async function closedMonth(w: World): Promise<string> {
  await w.t.insertId(
    `INSERT INTO statement_periods (organization_id, month, status, closed_at)
      VALUES ($1, '1900-01', 'closed', now())
      ON CONFLICT (organization_id, month) DO UPDATE SET status = 'closed'
      RETURNING statement_period_id AS id`,
    [w.orgA],
  );
  return '1900-01';
}

/**
 * No unfinished close job of org A: a close job cell starts one, and one runs at a time per
 * organization (a running one also keeps the start month as it is).
 */
async function noCloseJob(w: World): Promise<void> {
  await w.t.database.query(
    `UPDATE statement_close_jobs SET status = 'cancelled'
      WHERE organization_id = $1 AND status IN ('running', 'stopped')`,
    [w.orgA],
  );
}

/** A stopped close job of org A with nothing left to close, for a resuming cell. */
async function stoppedCloseJob(w: World): Promise<number> {
  await noCloseJob(w);
  return w.t.insertId(
    `INSERT INTO statement_close_jobs (organization_id, up_to, months, people, status, stop_reason)
      VALUES ($1, '1900-01', '{}', 0, 'stopped', 'restart') RETURNING statement_close_job_id AS id`,
    [w.orgA],
  );
}

/**
 * The security matrix's entries of the routes beside this file (security-matrix/). Every
 * signed-in person reads their own statements (the year list shows it; the month reads are
 * tried with `user_id` of E1, which routes.test.ts reads without too), and those of a person
 * they see; a share link or an API key reads none. Only an admin closes or reopens a month, of
 * their own organization (the route names none), and exports its payroll; managers read the
 * admin month of their team; only admins set the month statements start from and close every
 * month up to one. A line is disputed only by its own person (anyone else's
 * statement lacks it: 404); admins and managers (their team) read the disputes; only admins
 * resolve them.
 */
export const statementsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/statements',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/statements', query: { year: '2026' } }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/statements/month/{month}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: '/api/statements/month/2026-03',
      query: { user_id: String(w.e1.userId) },
    }),
    expect: readsStatementsOfE1,
  },
  {
    method: 'GET',
    path: '/api/statements/span',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/statements/span' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/statements/month/{month}/late-notes',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: '/api/statements/month/2026-03/late-notes',
      query: { user_id: String(w.e1.userId) },
    }),
    expect: readsStatementsOfE1,
  },
  {
    method: 'GET',
    path: '/api/statements/month/{month}/export',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: '/api/statements/month/2026-03/export',
      query: { format: 'csv', user_id: String(w.e1.userId) },
    }),
    expect: readsStatementsOfE1,
  },
  {
    method: 'GET',
    path: '/api/statements/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'GET',
      url: `/api/statements/${await storedStatementOfE1(w)}`,
    }),
    expect: readsStatementsOfE1,
  },
  {
    method: 'POST',
    path: '/api/statements/admin/reopen',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: '/api/statements/admin/reopen',
      payload: { month: await closedFreshMonth(w), reason: 'Matrix: a line was wrong' },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/statements/admin/close',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/statements/admin/close',
      payload: { month: freshMonth(w) },
    }),
    expect: adminsOfTheirOrganization,
  },

  {
    method: 'POST',
    path: '/api/statements/month/{month}/lines/{key}/disputes',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/statements/month/2026-01/lines/adjustment:${await adjustmentOfE1(w)}/disputes`,
      payload: { comment: 'Matrix' },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: 404,
    }),
  },
  {
    method: 'GET',
    path: '/api/statements/admin/disputes',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/statements/admin/disputes',
      query: { status: 'all' },
    }),
    expect: adminsAndManagersOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/statements/admin/disputes/{id}/resolve',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/statements/admin/disputes/${await openDisputeOfE1(w)}/resolve`,
      payload: { outcome: 'rejected', reason: 'Matrix' },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'GET',
    path: '/api/statements/admin',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/statements/admin', query: { month: '2026-03' } }),
    expect: adminsAndManagersOfTheirOrganization,
  },
  {
    method: 'GET',
    path: '/api/statements/admin/export',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'GET',
      url: '/api/statements/admin/export',
      query: { month: await closedMonth(w), format: 'csv' },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'GET',
    path: '/api/statements/admin/start-from',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/statements/admin/start-from',
      query: { month: '2026-01' },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'PUT',
    path: '/api/statements/admin/start-from',
    shareFor: 'employee',
    // 1900-01 and no limit in turn (so each call changes it): no record of the world is dated
    // before 1900-01, so it leaves nothing out that another cell reads.
    request: async (w) => {
      await noCloseJob(w);
      const [row] = await w.t.database.query<{ start: string | null }>(
        'SELECT statements_start_from AS start FROM organizations WHERE organization_id = $1',
        [w.orgA],
      );
      return {
        method: 'PUT',
        url: '/api/statements/admin/start-from',
        payload: { start_from: row?.start ? null : '1900-01' },
      };
    },
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'GET',
    path: '/api/statements/admin/close-plan',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/statements/admin/close-plan',
      query: { up_to: '2026-01' },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/statements/admin/close-jobs',
    shareFor: 'employee',
    // Up to a fresh month, so what it closes are months of its own before any record.
    request: async (w) => {
      await noCloseJob(w);
      return {
        method: 'POST',
        url: '/api/statements/admin/close-jobs',
        payload: { up_to: freshMonth(w) },
      };
    },
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'GET',
    path: '/api/statements/admin/close-jobs/latest',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/statements/admin/close-jobs/latest' }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/statements/admin/close-jobs/{id}/resume',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/statements/admin/close-jobs/${await stoppedCloseJob(w)}/resume`,
      payload: {},
    }),
    expect: adminsOfTheirOrganization,
  },
];
