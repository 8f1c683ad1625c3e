import { everyUser, signedIn, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const notificationPreferencesMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/notification-preferences',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/notification-preferences' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PUT',
    path: '/api/notification-preferences',
    shareFor: 'employee',
    // Harmless: the defaults everyone starts with.
    request: () => ({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { preferences: [] },
    }),
    expect: signedIn(everyUser),
  },
];
