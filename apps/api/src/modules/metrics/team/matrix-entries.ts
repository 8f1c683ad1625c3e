import { acceptsKey, signedIn, type MatrixEntry } from '../../../security-matrix/matrix-cells.ts';

/** Admins and managers, and an API key with metrics:read (it reads as its admin). */
const teamReaders = acceptsKey(
  'metrics:read',
  signedIn({
    employee: 403,
    otherOrgEmployee: 403,
    otherTeamManager: '2xx',
    manager: '2xx',
    admin: '2xx',
  }),
);

/** A view of the team dashboard: admins and managers; no share link opens it. */
const teamView = (path: string): MatrixEntry => ({
  method: 'GET',
  path,
  shareFor: 'employee',
  request: () => ({
    method: 'GET',
    url: path,
    query: { startDate: '2026-01-01', endDate: '2026-01-31' },
  }),
  expect: teamReaders,
});

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const teamMatrixEntries: MatrixEntry[] = [
  teamView('/api/metrics/team/filters'),
  teamView('/api/metrics/team/dashboard'),
  teamView('/api/metrics/team/products'),
  teamView('/api/metrics/team/users'),
  {
    method: 'GET',
    path: '/api/metrics/team/dashboard/download',
    shareFor: 'employee',
    request: () => ({
      method: 'GET',
      url: '/api/metrics/team/dashboard/download',
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    // The team dashboard as a workbook: the same access as the dashboard.
    expect: teamReaders,
  },
];
