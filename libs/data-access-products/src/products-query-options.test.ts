import { createFakeApiClient, exampleProducts, success } from '@salesdash/data-access-api/testing';
import { orgListKeys } from '@salesdash/data-access-people';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productsQueryOptions } from './products-query-options.ts';

describe('the products forms choose from', () => {
  it('are read once, then served from the cache, under the pick lists key tree', async () => {
    const { api, requests } = createFakeApiClient({ 'GET products': success(exampleProducts) });
    const queryClient = new QueryClient();
    for (let round = 0; round < 2; round += 1) {
      await expect(queryClient.fetchQuery(productsQueryOptions(api))).resolves.toEqual(
        exampleProducts,
      );
    }
    expect(requests.map((request) => request.path)).toEqual(['products']);
    expect(productsQueryOptions(api).queryKey).toEqual(orgListKeys.products);
  });
});
