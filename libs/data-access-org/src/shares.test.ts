import type { Share } from '@salesdash/api-contract';
import { describe, expect, it } from 'vitest';
import { createShare } from './create-share.ts';
import { fetchShares } from './fetch-shares.ts';
import { resolveShare } from './resolve-share.ts';
import { revokeShare } from './revoke-share.ts';
import { createTestApi, jsonResponse } from './testing/create-test-api.ts';

const share: Share = {
  share_id: 3,
  type: 'employee',
  resource_id: 7,
  name: 'Casey Closer',
  expires_at: null,
  revoked_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  created_by: 7,
};

describe('share calls', () => {
  it('lists the shares of one resource', async () => {
    const { api, requests } = createTestApi(() =>
      jsonResponse(200, { status: 'success', data: { shares: [share] } }),
    );
    await expect(fetchShares(api, { type: 'employee', resource_id: 7 })).resolves.toEqual([share]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/shares');
    expect(url.searchParams.get('type')).toBe('employee');
    expect(url.searchParams.get('resource_id')).toBe('7');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('lists all shares without a query', async () => {
    const { api, requests } = createTestApi(() =>
      jsonResponse(200, { status: 'success', data: { shares: [] } }),
    );
    await expect(fetchShares(api)).resolves.toEqual([]);
    expect(new URL(requests[0]?.url ?? '').search).toBe('');
  });

  it('creates a share with an expiry', async () => {
    const created = { share, token: 'tok', path: '/share/employee/tok' };
    const { api, requests } = createTestApi(() =>
      jsonResponse(201, { status: 'success', data: created }),
    );
    const expiresAt = '2026-12-01T10:00:00.000Z';
    await expect(
      createShare(api, { type: 'employee', resource_id: 7, expires_at: expiresAt }),
    ).resolves.toEqual(created);
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({
      type: 'employee',
      resource_id: 7,
      expires_at: expiresAt,
    });
  });

  it('refuses a malformed request before calling the server', async () => {
    const { api, requests } = createTestApi(() => jsonResponse(200, {}));
    await expect(createShare(api, { type: 'employee', resource_id: 0 })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  it('revokes a share', async () => {
    const revoked = { ...share, revoked_at: '2026-11-02T10:00:00.000Z' };
    const { api, requests } = createTestApi(() =>
      jsonResponse(200, { status: 'success', data: revoked }),
    );
    await expect(revokeShare(api, 3)).resolves.toEqual(revoked);
    expect(requests[0]?.method).toBe('DELETE');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/shares/3');
  });

  it("resolves a token with x-share-token and never the user's bearer", async () => {
    const resolved = { type: 'employee', resourceId: 7, name: 'Casey Closer', expiresAt: null };
    const { api, requests } = createTestApi(() =>
      jsonResponse(200, { status: 'success', data: resolved }),
    );
    await expect(resolveShare(api, 'tok')).resolves.toEqual(resolved);
    expect(requests[0]?.headers.get('x-share-token')).toBe('tok');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('throws the server code of a revoked link', async () => {
    const { api } = createTestApi(() =>
      jsonResponse(401, {
        status: 'error',
        message: 'This share link has been revoked',
        code: 'share-link-revoked',
      }),
    );
    await expect(resolveShare(api, 'tok')).rejects.toMatchObject({
      status: 401,
      code: 'share-link-revoked',
    });
  });
});
