import type { Product } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { orgListKeys, orgListStaleTime } from '@salesdash/data-access-people';
import { queryOptions } from '@tanstack/react-query';
import { fetchProducts } from './fetch-products.ts';

/** Query options of the organization's products (a deal's product). */
export function productsQueryOptions(
  api: ApiClient,
): ApiQueryOptions<Product[], typeof orgListKeys.products> {
  return queryOptions({
    queryKey: orgListKeys.products,
    queryFn: () => fetchProducts(api),
    staleTime: orgListStaleTime,
  });
}
