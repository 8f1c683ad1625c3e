import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-sharing', (pkg) => {
  it('leaves TanStack Query and jotai to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
      jotai: '^3.0.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
    });
  });

  it('loads share links through its query options from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { shareKeys, sharesQueryOptions, resolvedShareQueryOptions } from '@salesdash/data-access-sharing';
      import { createFakeApiClient, exampleResolvedShare, exampleShares, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET shares': success({ shares: exampleShares }),
        'GET shares/resolve': success(exampleResolvedShare),
      }, { getToken: () => 'user-token' });
      const queryClient = new QueryClient();
      const options = sharesQueryOptions(api, { type: 'employee', resource_id: 7 });
      const shares = await queryClient.fetchQuery(options);
      const resolved = await queryClient.fetchQuery(resolvedShareQueryOptions(api, 'tok'));
      console.log(JSON.stringify({
        key: options.queryKey,
        cached: queryClient.getQueryData(options.queryKey).length,
        shares: shares.map((share) => share.share_id),
        query: requests[0].query.toString(),
        resolved: resolved.name,
        shareToken: requests[1].headers.get('x-share-token'),
        lists: shareKeys.lists(),
      }));`);
    expect(results).toEqual({
      key: ['shares', 'list', { type: 'employee', resource_id: 7 }],
      cached: 4,
      shares: [1, 2, 3, 4],
      query: 'type=employee&resource_id=7',
      resolved: 'Casey Closer',
      shareToken: 'tok',
      lists: ['shares', 'list'],
    });
  });
});
