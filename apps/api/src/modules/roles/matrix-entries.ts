import {
  adminChangesTransactions,
  signedIn,
  everyUser,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** Sales role writes are the admins' (decided on the organization, before any load). */
const adminWritesRoles = adminChangesTransactions;

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const rolesMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/roles',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/roles' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'POST',
    path: '/api/roles',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/roles',
      payload: { role_title: `Matrix role ${w.next()}`, commission: 7.5 },
    }),
    expect: adminWritesRoles,
  },
  {
    method: 'PATCH',
    path: '/api/roles/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/roles/${await w.t.insertId(
        'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, 10) RETURNING role_id AS id',
        [w.orgA, `Matrix role ${w.next()}`],
      )}`,
      payload: { version: 1, commission: 12, effective_from: '2026-03-01' },
    }),
    expect: adminWritesRoles,
  },
  {
    method: 'POST',
    path: '/api/roles/{id}/preview',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'POST',
      url: `/api/roles/${await w.t.insertId(
        'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, 10) RETURNING role_id AS id',
        [w.orgA, `Matrix role ${w.next()}`],
      )}/preview`,
      payload: { version: 1, commission: 12, effective_from: '2026-03-01' },
    }),
    // Access-checked like the change it previews.
    expect: adminWritesRoles,
  },
];
