import { shareTokenHeader } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { captureLogs: true });
});

afterAll(async () => {
  await t.close();
});

const secret = 'super-secret-token-0123456789abcdef';

describe('request logs', () => {
  it.each([
    ['an invite link', `/api/auth/invite/${secret}`],
    ['an employee share page', `/share/employee/${secret}`],
    ['a product share page', `/share/product/${secret}`],
    [
      'a call share page behind the sign-in redirect',
      `/login?redirect=%2Fshare%2Fcall%2F${secret}`,
    ],
    ['a percent-encoded share page', `/%73hare/leaderboard/${secret}`],
    ['a registration link', `/complete-registration?token=${secret}`],
  ])('never hold the token of %s', async (_label, url) => {
    const before = t.logLines.length;
    await t.app.inject({ method: 'GET', url });
    const logged = t.logLines.slice(before).join('');
    expect(logged).toMatch(/\[redacted\]|%5Bredacted%5D/);
    expect(logged).not.toContain(secret);
  });

  it('never hold a share token or bearer token from the headers', async () => {
    const before = t.logLines.length;
    await t.app.inject({
      method: 'GET',
      url: '/api/shares/resolve',
      headers: { [shareTokenHeader]: secret, authorization: `Bearer ${secret}` },
    });
    // Whatever a log call includes: the headers themselves are censored.
    t.app.log.info(
      { headers: { [shareTokenHeader]: secret, authorization: `Bearer ${secret}` } },
      'headers',
    );
    const logged = t.logLines.slice(before).join('');
    expect(logged).toContain('"x-share-token":"[redacted]"');
    expect(logged).not.toContain(secret);
  });
});
