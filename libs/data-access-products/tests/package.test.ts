import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/data-access-products', (pkg) => {
  it('leaves TanStack Query to the host app and brings the API client and contract', () => {
    expect(pkg.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.108.0',
    });
    expect(pkg.manifest.dependencies).toEqual({
      '@salesdash/api-contract': '0.1.0',
      '@salesdash/data-access-api': '0.1.0',
      '@salesdash/data-access-people': '0.1.0',
    });
  });

  it('loads the products and one product on the organization key trees from plain Node', () => {
    const results = pkg.runNode(`import { QueryClient } from '@tanstack/react-query';
      import { orgListKeys } from '@salesdash/data-access-people';
      import { productQueryOptions, productsQueryOptions } from '@salesdash/data-access-products';
      import { createFakeApiClient, exampleProducts, success } from '@salesdash/data-access-api/testing';
      const { api, requests } = createFakeApiClient({
        'GET products': success(exampleProducts),
        'GET products/:id': success(exampleProducts[0]),
      });
      const queryClient = new QueryClient();
      const products = await queryClient.fetchQuery(productsQueryOptions(api));
      const one = await queryClient.fetchQuery(productQueryOptions(api, 2));
      console.log(JSON.stringify({
        listed: products.length === exampleProducts.length,
        cached: queryClient.getQueryData(orgListKeys.products)?.length === exampleProducts.length,
        one: one.name === exampleProducts[0].name,
        key: productQueryOptions(api, 2).queryKey,
        paths: requests.map((request) => request.path),
      }));`);
    expect(results).toEqual({
      listed: true,
      cached: true,
      one: true,
      key: ['org', 'products', 2],
      paths: ['products', 'products/2'],
    });
  });
});
