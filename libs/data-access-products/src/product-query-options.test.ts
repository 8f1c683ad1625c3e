import { createFakeApiClient, success } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productQueryOptions } from './product-query-options.ts';

const product = {
  product_id: 2,
  name: 'Scale Accelerator',
  price: 8000,
  is_active: true,
  version: 1,
  employees: [],
};

describe('a single product', () => {
  it('loads a product by id', async () => {
    const { api, requests } = createFakeApiClient({ 'GET products/:id': success(product) });
    const loaded = await new QueryClient().fetchQuery(productQueryOptions(api, 2));
    expect(loaded.name).toBe('Scale Accelerator');
    expect(requests[0]?.path).toBe('products/2');
  });
});
