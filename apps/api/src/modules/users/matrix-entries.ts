import {
  adminsAndManagersOfTheirOrganization,
  signedIn,
  readsE1,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const usersMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/users',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users/closers',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users/closers' }),
    // Every member names a deal's closer: ids and names of their own organization only.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: '2xx',
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.e1.userId}` }),
    expect: readsE1,
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}',
    shareFor: 'employee',
    // Harmless: the first name it already has.
    request: (w) => ({
      method: 'PATCH',
      url: `/api/users/${w.e1.userId}`,
      payload: { first_name: 'Eve' },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/users/people',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users/people?search=ev' }),
    expect: adminsAndManagersOfTheirOrganization,
  },
];
