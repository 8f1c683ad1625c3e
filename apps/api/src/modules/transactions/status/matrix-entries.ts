import {
  acceptsKey,
  adminsOfTheirOrganization,
  pendingDealOfE1,
  type MatrixEntry,
} from '../../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const statusMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/transactions/status/{id}',
    shareFor: 'employee',
    // A pending sale of E1, made for this one cell: only admins may approve it.
    request: async (w) => ({
      method: 'POST',
      url: `/api/transactions/status/${await pendingDealOfE1(w)}`,
      payload: { transaction_status: 'approved' },
    }),
    expect: acceptsKey('records:write', adminsOfTheirOrganization),
  },
];
