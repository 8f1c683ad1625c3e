import {
  createFakeApiClient,
  exampleCreatedInvite,
  exampleRoles,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { fetchRoles } from './fetch-roles.ts';
import { fetchSeatInfo } from './fetch-seat-info.ts';
import { inviteUser } from './invite-user.ts';

describe('organization calls', () => {
  it('fetchRoles reads GET /api/roles', async () => {
    const { api, requests } = createFakeApiClient({ 'GET roles': success(exampleRoles) });
    await expect(fetchRoles(api)).resolves.toEqual(exampleRoles);
    expect(requests).toHaveLength(1);
  });

  it('fetchSeatInfo reads the seat count of one organization', async () => {
    const seats = { seats: 10, used: 4, available: 6 };
    const { api } = createFakeApiClient({ 'GET organizations/3/seat-count': success(seats) });
    await expect(fetchSeatInfo(api, 3)).resolves.toEqual(seats);
  });

  it('inviteUser posts the invite and returns the link', async () => {
    const { api, requests } = createFakeApiClient({
      'POST users/invite': success(exampleCreatedInvite, 201),
    });
    await expect(inviteUser(api, { email: 'new@demo.test', access: 4 })).resolves.toEqual(
      exampleCreatedInvite,
    );
    expect(requests[0]?.body).toEqual({ email: 'new@demo.test', access: 4 });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = createFakeApiClient({
      'GET organizations/3/seat-count': success({ nope: true }),
    });
    await expect(fetchSeatInfo(api, 3)).rejects.toThrow();
  });
});
