import {
  signedIn,
  shareable,
  everyUser,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const productsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/products',
    shareFor: 'product',
    request: () => ({ method: 'GET', url: '/api/products' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    shareFor: 'product',
    request: (w) => ({ method: 'GET', url: `/api/products/${w.p1}` }),
    expect: shareable({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
      otherShare: 404,
      ownShare: '2xx',
    }),
  },
];
