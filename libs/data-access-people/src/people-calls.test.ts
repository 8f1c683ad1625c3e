import {
  createFakeApiClient,
  exampleCreatedInvite,
  exampleOrgUser,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import {
  fetchBilling,
  fetchPendingInvites,
  fetchPeople,
  resendInvite,
  revokeInvite,
  updatePerson,
} from './people-calls.ts';

const pagination = { hasNextPage: false, totalCount: 1, totalPages: 1 };

describe('people administration calls', () => {
  it('fetchPeople sends the page, search and filters, leaving unset ones out', async () => {
    const { api, requests } = createFakeApiClient({
      'GET users/people': success({ people: [exampleOrgUser()], pagination }),
    });
    const page = await fetchPeople(api, { page: 2, search: 'cas', status: 'active' });
    expect(page.people).toHaveLength(1);
    expect(requests[0]?.query.toString()).toBe('page=2&search=cas&status=active');
  });

  it('reads the pending invites and the billing seats', async () => {
    const invite = { user: exampleCreatedInvite.user, invited_by: null, expires_at: null };
    const billing = {
      seats: 10,
      used: 3,
      available: 7,
      active_people: 2,
      pending_invites: 1,
      payment_provider: null,
    };
    const { api } = createFakeApiClient({
      'GET users/invite/pending': success({ invites: [invite] }),
      'GET organizations/4/billing': success(billing),
    });
    await expect(fetchPendingInvites(api)).resolves.toEqual({ invites: [invite] });
    await expect(fetchBilling(api, 4)).resolves.toEqual(billing);
  });

  it('resends and revokes an invite, and patches a person with their version', async () => {
    const { api, requests } = createFakeApiClient({
      'POST users/invite/:id/resend': success(exampleCreatedInvite),
      'DELETE users/invite/:id': success({ ok: true }),
      'PATCH users/:id': success(exampleOrgUser({ version: 3 })),
    });
    await expect(resendInvite(api, 99)).resolves.toEqual(exampleCreatedInvite);
    await expect(revokeInvite(api, 99)).resolves.toBeUndefined();
    await updatePerson(api, 7, { is_active: false, version: 2 });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST users/invite/99/resend',
      'DELETE users/invite/99',
      'PATCH users/7',
    ]);
    expect(requests[2]?.body).toEqual({ is_active: false, version: 2 });
  });
});
