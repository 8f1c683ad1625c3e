import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-integrations', (pkg) => {
  it('leaves TanStack Query to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('loads the API keys through its query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { apiKeyKeys, apiKeysQueryOptions } from '@salesdash/data-access-integrations';
      import { createFakeApiClient, exampleApiKeys, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET api-keys': success({ api_keys: exampleApiKeys }),
      });
      const queryClient = new QueryClient();
      const keys = await queryClient.fetchQuery(apiKeysQueryOptions(api));
      console.log(JSON.stringify({
        keys: JSON.stringify(keys) === JSON.stringify({ api_keys: exampleApiKeys }),
        key: apiKeysQueryOptions(api).queryKey,
        root: apiKeyKeys.all,
        paths: requests.map((request) => request.path),
      }));`);
    expect(results).toEqual({
      keys: true,
      key: ['org', 'api-keys', 'list'],
      root: ['org', 'api-keys'],
      paths: ['api-keys'],
    });
  });
});
