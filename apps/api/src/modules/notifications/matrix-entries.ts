import { signedIn, everyUser, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const notificationsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/clear',
    shareFor: 'employee',
    request: () => ({ method: 'PATCH', url: '/api/notifications/clear' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/{id}',
    shareFor: 'employee',
    // E1's notification: only E1 sees it; anyone else, admins included, gets 404.
    request: (w) => ({ method: 'PATCH', url: `/api/notifications/${w.notificationOfE1}` }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: 404,
    }),
  },
];
