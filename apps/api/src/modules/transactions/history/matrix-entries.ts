import { acceptsKey, type MatrixEntry, readsE1 } from '../../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const historyMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/transactions/history/{id}',
    shareFor: 'employee',
    request: (w) => ({ method: 'GET', url: `/api/transactions/history/${w.e1.userId}` }),
    expect: acceptsKey('records:read', readsE1),
  },
];
