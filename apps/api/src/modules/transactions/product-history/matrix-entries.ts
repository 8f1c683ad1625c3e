import { acceptsKey, type MatrixEntry, readsP1 } from '../../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const productHistoryMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/transactions/product-history/{id}',
    shareFor: 'product',
    request: (w) => ({ method: 'GET', url: `/api/transactions/product-history/${w.p1}` }),
    expect: acceptsKey('records:read', readsP1),
  },
];
