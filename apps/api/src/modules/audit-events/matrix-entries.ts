import { signedIn, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The log is the organization's: admins read it, nobody else (another organization's own). */
const adminsOnly = signedIn({
  employee: 403,
  otherOrgEmployee: 403,
  otherTeamManager: 403,
  manager: 403,
  admin: '2xx',
});

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const auditEventsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/audit-events',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/audit-events', query: { page: '1' } }),
    expect: adminsOnly,
  },
  {
    method: 'GET',
    path: '/api/audit-events/download',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/audit-events/download',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: adminsOnly,
  },
];
