import {
  createFakeApiClient,
  exampleResolvedShare,
  exampleShare,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { createShare } from './create-share.ts';
import { fetchShares } from './fetch-shares.ts';
import { resolveShare } from './resolve-share.ts';
import { revokeShare } from './revoke-share.ts';

const share = exampleShare({ share_id: 3 });
const signedIn = { getToken: () => 'user-token' };

describe('share calls', () => {
  it('lists the shares of one resource', async () => {
    const { api, requests } = createFakeApiClient(
      { 'GET shares': success({ shares: [share] }) },
      signedIn,
    );
    await expect(fetchShares(api, { type: 'employee', resource_id: 7 })).resolves.toEqual([share]);
    expect(requests[0]?.query.toString()).toBe('type=employee&resource_id=7');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('lists all shares without a query', async () => {
    const { api, requests } = createFakeApiClient({ 'GET shares': success({ shares: [] }) });
    await expect(fetchShares(api)).resolves.toEqual([]);
    expect(requests[0]?.query.toString()).toBe('');
  });

  it('creates a share with an expiry', async () => {
    const created = { share, token: 'tok', path: '/share/employee/tok' };
    const { api, requests } = createFakeApiClient({ 'POST shares': success(created, 201) });
    const expiresAt = '2026-12-01T10:00:00.000Z';
    await expect(
      createShare(api, { type: 'employee', resource_id: 7, expires_at: expiresAt }),
    ).resolves.toEqual(created);
    expect(requests[0]?.body).toEqual({
      type: 'employee',
      resource_id: 7,
      expires_at: expiresAt,
    });
  });

  it('refuses a malformed request before calling the server', async () => {
    const { api, requests } = createFakeApiClient({ 'POST shares': success({}) });
    await expect(createShare(api, { type: 'employee', resource_id: 0 })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  it('revokes a share', async () => {
    const revoked = { ...share, revoked_at: '2026-11-02T10:00:00.000Z' };
    const { api, requests } = createFakeApiClient({ 'DELETE shares/3': success(revoked) });
    await expect(revokeShare(api, 3)).resolves.toEqual(revoked);
    expect(requests).toHaveLength(1);
  });

  it("resolves a token with x-share-token and never the user's bearer", async () => {
    const { api, requests } = createFakeApiClient(
      { 'GET shares/resolve': success(exampleResolvedShare) },
      signedIn,
    );
    await expect(resolveShare(api, 'tok')).resolves.toEqual(exampleResolvedShare);
    expect(requests[0]?.headers.get('x-share-token')).toBe('tok');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('throws the server code of a revoked link', async () => {
    const { api } = createFakeApiClient({
      'GET shares/resolve': failure(401, 'share-link-revoked', 'This share link has been revoked'),
    });
    await expect(resolveShare(api, 'tok')).rejects.toMatchObject({
      status: 401,
      code: 'share-link-revoked',
    });
  });
});
