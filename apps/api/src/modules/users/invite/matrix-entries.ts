import { signedIn, type MatrixEntry } from '../../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const inviteMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/users/invite',
    shareFor: 'employee',
    // An employee into M1's team: M1 and admins may, M2 (another team) may not.
    request: (w) => ({
      method: 'POST',
      url: '/api/users/invite',
      payload: {
        email: `matrix-invite-${w.next()}@example.test`,
        access: 4,
        manager_id: w.m1.userId,
      },
    }),
    expect: signedIn({
      employee: 403,
      otherOrgEmployee: 403,
      otherTeamManager: 403,
      manager: '2xx',
      admin: '2xx',
    }),
  },
];
