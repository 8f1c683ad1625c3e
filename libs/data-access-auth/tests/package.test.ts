import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-auth', (pkg) => {
  it('leaves jotai, react and React Query to the host app and brings the API client and contract', () => {
    // react for the useSignIn hook (its declarations need no React types), React Query for the
    // invitation's query options.
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
      jotai: '^3.0.0',
      react: '^19.3.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('signs in through the fake API client and decodes the token from plain Node', () => {
    const results =
      pkg.runNode(`import { decodeAccessToken, login, sessionStorageKey, useSignIn } from '@salesdash/data-access-auth';
      import { createFakeApiClient, exampleSignedInUser, failure, success } from '@salesdash/data-access-api/testing';
      const user = exampleSignedInUser();
      const { api, requests } = createFakeApiClient({ 'POST auth/login': success(user) });
      const signedIn = await login(api, { email: user.email, password: 'demo1234' });
      const refused = createFakeApiClient({ 'POST auth/login': failure(401, 'invalid-credential', 'Wrong email or password') });
      const error = await login(refused.api, { email: user.email, password: 'nope' }).catch((caught) => caught);
      console.log(JSON.stringify({
        signedIn: signedIn.user_id,
        sent: requests[0].body,
        error: [error.status, error.code],
        claims: decodeAccessToken(user.access_token).sub,
        storageKey: sessionStorageKey,
        hook: typeof useSignIn,
      }));`);
    expect(results).toEqual({
      signedIn: 7,
      sent: { email: 'closer@demo.test', password: 'demo1234' },
      error: [401, 'invalid-credential'],
      claims: '7',
      storageKey: 'user',
      hook: 'function',
    });
  });
});
