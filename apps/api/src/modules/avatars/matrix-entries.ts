import { readsE1, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const userAvatarMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/avatars/{id}',
    shareFor: 'employee',
    // E1 has a picture: whoever reads E1 gets it, like E1's record.
    request: async (w) => {
      await w.t.database.query(
        `INSERT INTO user_avatars (user_id, organization_id, content_type, image, etag)
         VALUES ($1, $2, 'image/webp', '\\x52494646'::bytea, 'matrix')
         ON CONFLICT (user_id) DO NOTHING`,
        [w.e1.userId, w.orgA],
      );
      return { method: 'GET', url: `/api/avatars/${w.e1.userId}` };
    },
    expect: readsE1,
  },
];
