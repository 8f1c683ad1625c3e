import { everyUser, signedIn, type MatrixEntry } from '../../security-matrix/matrix-cells.ts';
import { sampleImage } from '../../testing/sample-image.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const profileMatrixEntries: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/api/profile',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/profile' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'PUT',
    path: '/api/profile',
    shareFor: 'employee',
    // Every caller edits their own profile from version 1: the cell resets the versions.
    request: async (w) => {
      await w.t.database.query('UPDATE users SET profile_version = 1');
      return {
        method: 'PUT',
        url: '/api/profile',
        payload: { version: 1, first_name: 'Matrix', last_name: 'Person', display_name: '' },
      };
    },
    expect: signedIn(everyUser),
  },
  {
    method: 'PUT',
    path: '/api/profile/avatar',
    shareFor: 'employee',
    request: async () => ({
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { 'content-type': 'image/png' },
      payload: await sampleImage('png'),
    }),
    expect: signedIn(everyUser),
  },
  {
    method: 'DELETE',
    path: '/api/profile/avatar',
    shareFor: 'employee',
    // Every caller has a picture to remove, so the removal is a change the log records.
    request: async (w) => {
      await w.t.database.query(
        `UPDATE users SET profile_picture_mode = 'upload', profile_picture = '/api/avatars/0?v=matrix'`,
      );
      return { method: 'DELETE', url: '/api/profile/avatar' };
    },
    expect: signedIn(everyUser),
  },
];
