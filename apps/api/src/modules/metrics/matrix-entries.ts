import {
  acceptsKey,
  type MatrixEntry,
  readsE1,
  readsP1,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const metricsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/metrics/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/metrics/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('metrics:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/metrics/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/metrics/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('metrics:read', readsP1),
  },
];
