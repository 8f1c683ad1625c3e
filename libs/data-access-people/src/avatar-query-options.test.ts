import { createFakeApiClient, success } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { avatarQueryOptions } from './avatar-query-options.ts';

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
