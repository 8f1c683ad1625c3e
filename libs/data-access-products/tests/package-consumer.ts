// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import type { Product } from '@salesdash/api-contract';
import { createFakeApiClient } from '@salesdash/data-access-api/testing';
import { productQueryOptions, productsQueryOptions } from '@salesdash/data-access-products';
import { QueryClient } from '@tanstack/react-query';

const { api } = createFakeApiClient();
// The keys are tagged with their data: reading the cache is typed without a cast.
export const cached: Product[] | undefined = new QueryClient().getQueryData(
  productsQueryOptions(api).queryKey,
);
export const one: Product | undefined = new QueryClient().getQueryData(
  productQueryOptions(api, 2).queryKey,
);
// @ts-expect-error a product's id is a number
productQueryOptions(api, '2');
