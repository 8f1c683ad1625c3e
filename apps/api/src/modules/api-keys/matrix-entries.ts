import { adminsOfTheirOrganization, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';
import type { World } from '../../security-matrix/world.ts';

/** A fresh live key of org A for a revoking cell (its hash matches no key anyone holds). */
function keyOfOrgA(w: World): Promise<number> {
  return w.t.insertId(
    `INSERT INTO api_keys (organization_id, name, scopes, prefix, key_hash, created_by)
     VALUES ($1, 'Matrix key', '{metrics:read}', 'sdk_mtrx', md5(random()::text), $2)
     RETURNING api_key_id AS id`,
    [w.orgA, w.adminA.userId],
  );
}

/**
 * The security matrix's entries of the routes beside this file (security-matrix/): admins of
 * their own organization only, and never an API key (no route here names a key scope).
 */
export const apiKeysMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/api-keys',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/api-keys' }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'POST',
    path: '/api/api-keys',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Matrix key', scopes: ['metrics:read'] },
    }),
    expect: adminsOfTheirOrganization,
  },
  {
    method: 'DELETE',
    path: '/api/api-keys/{id}',
    shareFor: 'employee',
    // Decided on the organization before any load: org B's employee is refused, not hidden.
    request: async (w) => ({ method: 'DELETE', url: `/api/api-keys/${await keyOfOrgA(w)}` }),
    expect: adminsOfTheirOrganization,
  },
];
