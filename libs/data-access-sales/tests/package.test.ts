import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-sales', (pkg) => {
  it('leaves TanStack Query to the host app and brings the client, contract and metrics keys', () => {
    expect(pkg.manifest.peerDependencies).toEqual({ '@tanstack/react-query': '^5.108.0' });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
      '@salesdash/data-access-metrics': '1.0.0',
    });
  });

  it('loads a table page and a commission history from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { salesListQueryOptions, commissionHistoryQueryOptions } from '@salesdash/data-access-sales';
      import { createFakeApiClient, exampleTransactionList, exampleCommissionHistory, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET transactions/products/:id': success(exampleTransactionList(10, 23)),
        'GET transactions/product-history/:id': success(exampleCommissionHistory),
      });
      const queryClient = new QueryClient();
      const subject = { kind: 'products', id: 2 };
      const page = await queryClient.fetchQuery(salesListQueryOptions(api, 'transactions', subject, { page: 2, limit: 10, sortOrder: 'desc' }));
      const history = await queryClient.fetchQuery(commissionHistoryQueryOptions(api, subject));
      console.log(JSON.stringify({
        rows: page.transactions.length,
        total: page.pagination.totalCount,
        months: history.length,
        paths: requests.map((request) => request.path),
      }));`);
    expect(results).toEqual({
      rows: 10,
      total: 23,
      months: 12,
      paths: ['transactions/products/2', 'transactions/product-history/2'],
    });
  });
});
