import {
  signedIn,
  shareable,
  everyUser,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const sharesMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/shares',
    shareFor: 'employee',
    // Per type, the policy's share.create-<type>; a leaderboard link also needs leaderboard.read.
    request: (w) => ({
      method: 'POST',
      url: '/api/shares',
      payload: { type: 'employee', resource_id: w.e1.userId },
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: '2xx',
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/shares',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/shares' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'DELETE',
    path: '/api/shares/{id}',
    shareFor: 'employee',
    // A share E1 created of their own dashboard, made for this one cell.
    request: async (w) => {
      const { shareId } = await w.createShare(w.e1, 'employee', w.e1.userId);
      return { method: 'DELETE', url: `/api/shares/${shareId}` };
    },
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: '2xx',
    }),
  },
  {
    method: 'GET',
    path: '/api/shares/resolve',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/shares/resolve' }),
    expect: shareable({
      // A bearer token names no share link: there is nothing to resolve.
      employee: 404,
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 404,
      admin: 404,
      // Every live share token resolves itself (and only itself).
      otherShare: '2xx',
      ownShare: '2xx',
    }),
  },
];
