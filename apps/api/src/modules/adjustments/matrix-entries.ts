import {
  adminWritesE1,
  adjustmentOfE1,
  readsE1,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const adjustmentsMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/adjustments/{userId}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/adjustments/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: readsE1,
  },
  {
    method: 'POST',
    path: '/api/adjustments/{userId}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: `/api/adjustments/${w.e1.userId}`,
      payload: { adjustment_date: '2026-01-15', amount: 50, reason: 'Matrix bonus' },
    }),
    // E1 and their manager see E1 but may not pay them; M2 and other organizations do not see E1.
    expect: adminWritesE1,
  },
  {
    method: 'PATCH',
    path: '/api/adjustments/{userId}/{adjustmentId}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/adjustments/${w.e1.userId}/${await adjustmentOfE1(w)}`,
      payload: { amount: -25 },
    }),
    expect: adminWritesE1,
  },
  {
    method: 'DELETE',
    path: '/api/adjustments/{userId}/{adjustmentId}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/adjustments/${w.e1.userId}/${await adjustmentOfE1(w)}`,
    }),
    expect: adminWritesE1,
  },
];
