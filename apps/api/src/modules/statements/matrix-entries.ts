import {
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
 * The security matrix's entries of the routes beside this file (security-matrix/). Every
 * signed-in person reads their own statements; a share link or an API key reads none. Only an
 * admin closes a month, of their own organization (the route names none), and exports its
 * payroll; managers read the admin month of their team.
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
];
