import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken, type AccessTokenSubject } from '../security/access-token.ts';
import { bearerClaims } from './bearer-claims.ts';

const secret = 'bearer-claims-test-secret-0123456789abcdef';
const subject: AccessTokenSubject = {
  userId: 7,
  organizationId: 3,
  access: 4,
  uid: '00000000-0000-4000-8000-000000000007',
  email: 'seven@example.test',
};

/** A new request each time, as every HTTP request is. */
const request = (authorization?: string) =>
  ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;

describe('bearerClaims', () => {
  it('reads the claims of a token whose signature checks out, again and again', async () => {
    const token = await signAccessToken(subject, secret);
    for (let i = 0; i < 3; i += 1) {
      expect(await bearerClaims(request(`Bearer ${token}`), secret)).toMatchObject({
        sub: '7',
        org: 3,
      });
    }
  });

  it.each([undefined, 'Bearer', 'Bearer x.y.z', 'Basic abc', 'Bearer a b'])(
    'is null for the header %j',
    async (header) => {
      expect(await bearerClaims(request(header), secret)).toBeNull();
    },
  );

  it('refuses a remembered token under another secret', async () => {
    const token = await signAccessToken(subject, secret);
    expect(await bearerClaims(request(`Bearer ${token}`), secret)).not.toBeNull();
    expect(
      await bearerClaims(request(`Bearer ${token}`), 'another-secret-another-secret-0123456789'),
    ).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    // The clock moves on instead of the test waiting for it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // Issued 15 minutes minus 2.5 s ago: it expires within 2.5 s.
      const token = await signAccessToken(
        subject,
        secret,
        new Date(Date.now() - 15 * 60_000 + 2500),
      );
      expect(await bearerClaims(request(`Bearer ${token}`), secret)).not.toBeNull();
      vi.setSystemTime(Date.now() + 2600);
      expect(await bearerClaims(request(`Bearer ${token}`), secret)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
