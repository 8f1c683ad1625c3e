import { signedIn, everyUser, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const redirectsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/redirects',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: '/api/redirects', query: { path: w.redirectPath } }),
    expect: signedIn(everyUser),
  },
];
