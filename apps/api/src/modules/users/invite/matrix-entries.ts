import {
  adminsAndManagersOfTheirOrganization,
  signedIn,
  type MatrixEntry,
} from '../../../security-matrix/matrix-cells.ts';
import type { World } from '../../../security-matrix/world.ts';

/** A fresh pending invite of an employee into M1's team, for a cell to resend or revoke. */
async function pendingInM1Team(w: World): Promise<number> {
  const [row] = await w.t.database.query<{ user_id: number }>(
    'INSERT INTO users (organization_id, email, access, manager_id, password_hash) VALUES ($1, $2, 4, $3, NULL) RETURNING user_id',
    [w.orgA, `matrix-pending-${w.next()}@example.test`, w.m1.userId],
  );
  if (!row) throw new Error('pending invite insert returned nothing');
  return row.user_id;
}

/** M1 and admins manage M1's team's invites; E1 and M2 do not see them, nor does org B. */
const managesM1TeamInvites = signedIn({
  employee: 404,
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: '2xx',
  admin: '2xx',
});

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
  {
    method: 'GET',
    path: '/api/users/invite/pending',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/users/invite/pending' }),
    expect: adminsAndManagersOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/users/invite/{id}/resend',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/users/invite/${await pendingInM1Team(w)}/resend`,
    }),
    expect: managesM1TeamInvites,
  },
  {
    method: 'DELETE',
    path: '/api/users/invite/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/users/invite/${await pendingInM1Team(w)}`,
    }),
    expect: managesM1TeamInvites,
  },
];
