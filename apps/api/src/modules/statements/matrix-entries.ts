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
 * The security matrix's entries of the routes beside this file (security-matrix/). Every
 * signed-in person reads their own statements; a share link or an API key reads none. Only an
 * admin closes a month, of their own organization (the route names none). A line is disputed
 * only by its own person (anyone else's statement lacks it: 404); admins and managers (their
 * team) read the disputes; only admins resolve them.
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
    request: () => ({ method: 'GET', url: '/api/statements/month/2026-03' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/statements/month/{month}/export',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/statements/month/2026-03/export',
      query: { format: 'csv' },
    }),
    expect: signedIn(everyUser),
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
];
