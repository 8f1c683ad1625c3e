import type { CreatedInvite } from '@salesdash/api-contract';
import { describe, expect, it } from 'vitest';
import { fetchRoles } from './fetch-roles.ts';
import { fetchSeatInfo } from './fetch-seat-info.ts';
import { inviteUser } from './invite-user.ts';
import { createTestApi, jsonResponse } from './testing/create-test-api.ts';

const ok = (data: unknown, status = 200) => jsonResponse(status, { status: 'success', data });

describe('organization calls', () => {
  it('fetchRoles reads GET /api/roles', async () => {
    const roles = [{ role_id: '1', role_title: 'Closer', commission: 10 }];
    const { api, requests } = createTestApi(() => ok(roles));
    await expect(fetchRoles(api)).resolves.toEqual(roles);
    expect(`${requests[0]?.method} ${new URL(requests[0]?.url ?? '').pathname}`).toBe(
      'GET /api/roles',
    );
  });

  it('fetchSeatInfo reads the seat count of one organization', async () => {
    const seats = { seats: 10, used: 4, available: 6 };
    const { api, requests } = createTestApi(() => ok(seats));
    await expect(fetchSeatInfo(api, 3)).resolves.toEqual(seats);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/organizations/3/seat-count');
  });

  it('inviteUser posts the invite and returns the link', async () => {
    const created: CreatedInvite = {
      user: {
        user_id: 9,
        uid: '7f1c4a2e-8d3b-4c5a-9e6f-1a2b3c4d5e6f',
        email: 'new@demo.test',
        first_name: 'Nia',
        last_name: 'New',
        display_name: 'Nia New',
        access: 4,
        is_active: true,
        is_pending: true,
        manager_id: null,
        role_id: null,
        role_title: null,
        profile_picture: null,
        avatar: null,
        profile_picture_mode: 'initials',
        created_at: '2026-11-23T10:00:00.000Z',
      },
      invite_url: '/complete-registration?token=abc',
      expires_at: '2026-11-30T10:00:00.000Z',
    };
    const { api, requests } = createTestApi(() => ok(created, 201));
    await expect(inviteUser(api, { email: 'new@demo.test', access: 4 })).resolves.toEqual(created);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/users/invite');
    expect(await requests[0]?.json()).toEqual({ email: 'new@demo.test', access: 4 });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = createTestApi(() => ok({ nope: true }));
    await expect(fetchSeatInfo(api, 3)).rejects.toThrow();
  });
});
