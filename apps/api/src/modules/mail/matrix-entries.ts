import { adminsOfTheirOrganization, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const mailMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/mail/status',
    shareFor: 'employee',
    // Always one's own organization: an admin elsewhere reads theirs, anyone else is refused.
    request: () => ({ method: 'GET', url: '/api/mail/status' }),
    expect: adminsOfTheirOrganization,
  },
];
