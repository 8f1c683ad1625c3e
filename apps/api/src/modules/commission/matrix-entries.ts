import { signedIn, adminWritesE1, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const commissionMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/commission',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: '/api/commission',
      query: { user_id: String(w.e1.userId) },
    }),
    // E1's pay: E1, their manager and admins; never through a share link.
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/commission',
    shareFor: 'employee',
    request: (w) => ({
      method: 'PATCH',
      url: '/api/commission',
      payload: {
        user_id: w.e1.userId,
        product_id: null,
        role_id: w.roleId,
        effective_from: `2026-02-${String((w.next() % 28) + 1).padStart(2, '0')}`,
      },
    }),
    expect: adminWritesE1,
  },
  {
    method: 'POST',
    path: '/api/commission/preview',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/commission/preview',
      payload: {
        user_id: w.e1.userId,
        product_id: null,
        role_id: w.roleId,
        effective_from: '2026-02-01',
      },
    }),
    // Access-checked like the change it previews.
    expect: adminWritesE1,
  },
];
