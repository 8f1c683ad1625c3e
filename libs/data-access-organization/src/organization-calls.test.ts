import type { Organization } from '@salesdash/api-contract';
import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
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
