import { signedIn, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** Admins of org A; org B's people do not see org A (404), org A's others are refused. */
const adminsOfOrgA = signedIn({
  employee: 403,
  otherOrgEmployee: 404,
  otherTeamManager: 403,
  manager: 403,
  admin: '2xx',
});

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const organizationsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/organizations/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/organizations/${w.orgA}` }),
    expect: adminsOfOrgA,
  },
  {
    method: 'PUT',
    path: '/api/organizations/{id}',
    shareFor: 'employee',
    // Harmless: the name it already has.
    request: (w) => ({
      method: 'PUT',
      url: `/api/organizations/${w.orgA}`,
      payload: { name: 'Org A' },
    }),
    expect: adminsOfOrgA,
  },
  {
    method: 'GET',
    path: '/api/organizations/{id}/seat-count',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/organizations/${w.orgA}/seat-count` }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 404,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/organizations/{id}/billing',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/organizations/${w.orgA}/billing` }),
    expect: adminsOfOrgA,
  },
];
