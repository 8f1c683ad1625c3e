import {
  signedIn,
  publicRoute,
  everyUser,
  bogusToken,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';
import { worldPassword } from '../../security-matrix/world.ts';

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const authMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.e1.email, password: 'not-the-password' },
    }),
    expect: publicRoute(401),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: bogusToken },
    }),
    expect: publicRoute(401),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: bogusToken },
    }),
    expect: publicRoute('2xx'),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-request',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-request',
      payload: { email: 'nobody@example.test' },
    }),
    expect: publicRoute('2xx'),
  },
  {
    method: 'POST',
    path: '/api/auth/reset',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token: bogusToken, password: 'a-brand-new-password' },
    }),
    expect: publicRoute(400),
  },
  {
    method: 'GET',
    path: '/api/auth/invite/{token}',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: `/api/auth/invite/${bogusToken}` }),
    expect: publicRoute(400),
  },
  {
    method: 'POST',
    path: '/api/auth/complete-registration',
    shareFor: 'employee',
    request: () => ({
      method: 'POST',
      url: '/api/auth/complete-registration',
      payload: {
        token: bogusToken,
        first_name: 'New',
        last_name: 'Person',
        password: 'a-brand-new-password',
      },
    }),
    expect: publicRoute(400),
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    shareFor: 'employee',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expect: signedIn(everyUser),
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    shareFor: 'employee',
    // Harmless: the new password is the current one.
    request: () => ({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: worldPassword, new_password: worldPassword },
    }),
    expect: signedIn(everyUser),
  },
];
