import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orgUserQueryOptions, productQueryOptions } from './org-record-query-options.ts';

const product = {
  product_id: 2,
  name: 'Scale Accelerator',
  price: 8000,
  is_active: true,
  version: 1,
  employees: [],
};

describe('single organization records', () => {
  it('loads a product by id', async () => {
    const { api, requests } = createFakeApiClient({ 'GET products/:id': success(product) });
    const loaded = await new QueryClient().fetchQuery(productQueryOptions(api, 2));
    expect(loaded.name).toBe('Scale Accelerator');
    expect(requests[0]?.path).toBe('products/2');
  });

  it('passes a refusal on with the server’s message', async () => {
    const { api } = createFakeApiClient({
      'GET users/:id': failure(404, 'not-found', 'Not found'),
    });
    await expect(
      new QueryClient().fetchQuery({ ...orgUserQueryOptions(api, 9), retry: false }),
    ).rejects.toThrow('Not found');
  });
});
