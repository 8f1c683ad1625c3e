import type { Product } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { orgRecordKeys } from '@salesdash/data-access-people';
import { queryOptions } from '@tanstack/react-query';
import { fetchProduct } from './fetch-product.ts';

/** Query options of one product (the product overview's name). */
export function productQueryOptions(
  api: ApiClient,
  productId: number,
): ApiQueryOptions<Product, ReturnType<typeof orgRecordKeys.product>> {
  return queryOptions({
    queryKey: orgRecordKeys.product(productId),
    queryFn: () => fetchProduct(api, productId),
  });
}
