import {
  createFakeApiClient,
  exampleSignedInUser,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { changePassword } from './change-password.ts';
import { completeRegistration } from './complete-registration.ts';
import { fetchCurrentUser } from './fetch-current-user.ts';
import { getInvitation } from './get-invitation.ts';
import { logout } from './logout.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

const user = exampleSignedInUser();
const { access_token: _a, refresh_token: _r, ...profile } = user;
const acknowledged = success({ ok: true });
const invitation = {
  email: 'new@demo.test',
  first_name: 'Nia',
  last_name: 'New',
  organization_name: 'Apex',
  invited_by: 'Ada Admin',
  expires_at: '2026-11-30T10:00:00.000Z',
};

describe('auth calls', () => {
  it.each([
    [
      'refreshSession',
      (api: Parameters<typeof refreshSession>[0]) => refreshSession(api, 'r1'),
      'POST auth/refresh',
      { refresh_token: 'r1' },
      success(user),
      user,
    ],
    [
      'logout',
      (api: Parameters<typeof logout>[0]) => logout(api, 'r1'),
      'POST auth/logout',
      { refresh_token: 'r1' },
      acknowledged,
      undefined,
    ],
    [
      'fetchCurrentUser',
      (api: Parameters<typeof fetchCurrentUser>[0]) => fetchCurrentUser(api),
      'GET auth/me',
      undefined,
      success(profile),
      profile,
    ],
    [
      'changePassword',
      (api: Parameters<typeof changePassword>[0]) =>
        changePassword(api, { current_password: 'old', new_password: 'a-new-secret' }),
      'POST auth/password',
      { current_password: 'old', new_password: 'a-new-secret' },
      success(user),
      user,
    ],
    [
      'requestPasswordReset',
      (api: Parameters<typeof requestPasswordReset>[0]) => requestPasswordReset(api, 'a@demo.test'),
      'POST auth/reset-request',
      { email: 'a@demo.test' },
      acknowledged,
      undefined,
    ],
    [
      'resetPassword',
      (api: Parameters<typeof resetPassword>[0]) =>
        resetPassword(api, { token: 't', password: 'a-new-secret' }),
      'POST auth/reset',
      { token: 't', password: 'a-new-secret' },
      success(user),
      user,
    ],
    [
      'getInvitation',
      (api: Parameters<typeof getInvitation>[0]) => getInvitation(api, 'tok/en'),
      'GET auth/invite/tok%2Fen',
      undefined,
      success(invitation),
      invitation,
    ],
    [
      'completeRegistration',
      (api: Parameters<typeof completeRegistration>[0]) =>
        completeRegistration(api, {
          token: 't',
          first_name: 'Nia',
          last_name: 'New',
          password: 'a-new-secret',
        }),
      'POST auth/complete-registration',
      { token: 't', first_name: 'Nia', last_name: 'New', password: 'a-new-secret' },
      success(user),
      user,
    ],
  ])('%s calls %s and returns the parsed data', async (_name, run, route, body, answer, data) => {
    const { api, requests } = createFakeApiClient({ [route]: answer });
    await expect(run(api)).resolves.toEqual(data);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual(body);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = createFakeApiClient({ 'GET auth/me': success({ nope: true }) });
    await expect(fetchCurrentUser(api)).rejects.toThrow();
  });

  it("throws the server's message and code", async () => {
    const { api } = createFakeApiClient({
      'GET auth/invite/:token': failure(400, 'expired-action-code', 'This link has expired'),
    });
    await expect(getInvitation(api, 't')).rejects.toMatchObject({
      status: 400,
      code: 'expired-action-code',
      message: 'This link has expired',
    });
  });
});
