import { everyUser, signedIn, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/**
 * The security matrix's entries of the routes beside this file (security-matrix/). Every
 * signed-in person reads their own statements; a share link or an API key reads none.
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
];
