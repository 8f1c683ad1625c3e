import { signedIn, everyUser, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const rolesMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/roles',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/roles' }),
    expect: signedIn(everyUser),
  },
];
