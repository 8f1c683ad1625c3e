import {
  acceptsKey,
  signedIn,
  matrixDeal,
  pendingDealOfE1,
  adminChangesTransactions,
  readsE1,
  readsP1,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const transactionsMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/transactions',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/transactions',
      payload: { ...matrixDeal(w), user_id: w.e1.userId },
    }),
    expect: acceptsKey('records:write', adminChangesTransactions),
  },
  {
    method: 'POST',
    path: '/api/transactions/employee',
    shareFor: 'employee',
    request: (w) => ({ method: 'POST', url: '/api/transactions/employee', payload: matrixDeal(w) }),
    // Anyone signed in asks for their own commission; org B cannot name org A's product.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 400,
      otherTeamManager: '2xx',
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/transactions/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/transactions/${await pendingDealOfE1(w)}`,
      payload: { notes: 'Matrix' },
    }),
    expect: acceptsKey('records:write', adminChangesTransactions),
  },
  {
    method: 'DELETE',
    path: '/api/transactions/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/transactions/${await pendingDealOfE1(w)}`,
    }),
    expect: acceptsKey('records:write', adminChangesTransactions),
  },
  {
    method: 'GET',
    path: '/api/transactions/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/transactions/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
  {
    method: 'GET',
    path: '/api/transactions/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/transactions/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/transactions/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
];
