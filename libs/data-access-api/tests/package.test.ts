import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-api', (pkg) => {
  it('leaves socket.io-client, react and TanStack Query to the host app, with a ./testing entry point of its own', () => {
    // TanStack Query for the `ApiQueryOptions` type every data-access lib's factories return.
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
      react: '^19.3.0',
      'socket.io-client': '^4.8.0',
      '@types/react': '^19.3.0',
    });
    expect(pkg.manifest.dependencies).toEqual({ '@salesdash/api-contract': '0.1.0' });
    expect(pkg.manifest.exports).toHaveProperty('./testing', {
      types: './testing/index.d.ts',
      import: './testing/index.js',
      default: './testing/index.js',
    });
  });

  it('talks to a real server and fakes one from plain Node', () => {
    const results = pkg.runNode(`import http from 'node:http';
      import { ApiClientProvider, createApiClient, isApiError } from '@salesdash/data-access-api';
      import { createFakeApiClient, exampleSignedInUser, success } from '@salesdash/data-access-api/testing';
      const server = http.createServer((request, response) => {
        const me = request.url === '/api/auth/me';
        response.writeHead(me ? 200 : 429, { 'content-type': 'application/json', 'retry-after': '30' });
        response.end(JSON.stringify(me
          ? { status: 'success', data: { authorization: request.headers.authorization } }
          : { status: 'error', message: 'Slow down', code: 'too-many-requests' }));
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const api = createApiClient({ baseUrl: 'http://127.0.0.1:' + server.address().port + '/api', getToken: () => 'tok' });
      const me = await api.get('auth/me').json();
      const error = await api.post('auth/login', { json: {} }).catch((caught) => caught);
      server.close();
      const fake = createFakeApiClient({ 'GET auth/me': success(exampleSignedInUser()) });
      const fakeMe = await fake.api.get('auth/me').json();
      console.log(JSON.stringify({
        me: me.data,
        error: [isApiError(error), error.status, error.code, error.message, error.retryAfterSeconds],
        fake: [fakeMe.data.email, fake.requests.map((call) => call.method + ' ' + call.path)],
        provider: typeof ApiClientProvider,
      }));`);
    expect(results).toEqual({
      me: { authorization: 'Bearer tok' },
      error: [true, 429, 'too-many-requests', 'Slow down', 30],
      fake: ['closer@demo.test', ['GET auth/me']],
      provider: 'function',
    });
  });
});
