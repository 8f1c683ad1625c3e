import type { Organization } from '@salesdash/api-contract';
import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { avatarQueryOptions } from './avatar-query-options.ts';
import { fetchOrganization, updateOrganization } from './organization-calls.ts';

const organization: Organization = {
  organization_id: 3,
  name: 'Acme',
  seats: 10,
  timezone: 'America/New_York',
  created_at: '2026-01-01T00:00:00.000Z',
  version: 2,
};

describe('organization record calls', () => {
  it('reads and saves the organization with the version it read', async () => {
    const { api, requests } = createFakeApiClient({
      'GET organizations/3': success(organization),
      'PUT organizations/3': ({ body }) =>
        success({ ...organization, ...(body as object), version: 3 }),
    });
    await expect(fetchOrganization(api, 3)).resolves.toEqual(organization);
    const saved = await updateOrganization(api, 3, {
      name: 'Acme',
      timezone: 'Europe/Berlin',
      version: 2,
    });
    expect(saved).toMatchObject({ timezone: 'Europe/Berlin', version: 3 });
    expect(requests[1]?.body).toEqual({ name: 'Acme', timezone: 'Europe/Berlin', version: 2 });
  });

  it('throws the 409 of a stale save with its code', async () => {
    const { api } = createFakeApiClient({
      'PUT organizations/3': failure(409, 'stale-version', 'Someone changed this organization'),
    });
    await expect(updateOrganization(api, 3, { name: 'Acme', version: 1 })).rejects.toMatchObject({
      status: 409,
      code: 'stale-version',
    });
  });
});

describe('avatarQueryOptions', () => {
  it('reads a picture path through the client (its credential) as a data: URL', async () => {
    const { api, requests } = createFakeApiClient({ 'GET avatars/4': success({}) });
    const options = avatarQueryOptions(api, '/api/avatars/4?v=abc');
    expect(options.queryKey).toEqual(['avatars', '/api/avatars/4?v=abc']);
    const fn = options.queryFn as () => Promise<string>;
    await expect(fn()).resolves.toMatch(/^data:/);
    expect(requests[0]?.path).toBe('avatars/4');
    expect(requests[0]?.query.get('v')).toBe('abc');
  });
});
