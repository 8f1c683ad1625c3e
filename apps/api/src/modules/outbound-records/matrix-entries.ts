import {
  acceptsKey,
  signedIn,
  everyUser,
  readsE1,
  readsP1,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const outboundRecordsMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/outbound-records',
    shareFor: 'employee',
    // Everyone logs their own activity.
    request: () => ({
      method: 'POST',
      url: '/api/outbound-records',
      payload: { type: 'call', answered: true, duration_seconds: 60 },
    }),
    expect: signedIn(everyUser),
  },
  {
    method: 'GET',
    path: '/api/outbound-records/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/outbound-records/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
  {
    method: 'GET',
    path: '/api/outbound-records/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/outbound-records/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/outbound-records/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
];
