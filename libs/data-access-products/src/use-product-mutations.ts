import type {
  AddProductUserRequest,
  CreateProductRequest,
  Product,
  UpdateProductRequest,
  UpdateProductUserRequest,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { orgListKeys } from '@salesdash/data-access-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProductWithRetry } from './create-product-with-retry.ts';
import {
  addProductUser,
  removeProductUser,
  updateProduct,
  updateProductUser,
} from './product-admin-calls.ts';

/** A change of a product's team: add, edit or remove a person. */
export type ProductTeamChange =
  | { kind: 'add'; productId: number; request: AddProductUserRequest }
  | { kind: 'update'; productId: number; request: UpdateProductUserRequest }
  | { kind: 'remove'; productId: number; userId: number; effectiveFrom?: string | undefined };

/**
 * Mutation creating a product with its retries (`createProductWithRetry`); the product
 * lists are read again after it settles, whatever the answer (a lost answer may have created).
 */
export function useCreateProduct() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Product, Error, CreateProductRequest>({
    mutationFn: (request) => createProductWithRetry(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgListKeys.products }),
  });
}

/** Mutation renaming, repricing, archiving or restoring a product. */
export function useUpdateProduct() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Product, Error, { productId: number; request: UpdateProductRequest }>({
    mutationFn: ({ productId, request }) => updateProduct(api, productId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgListKeys.products }),
  });
}

/** Mutation changing a product's team (each change dated, so earlier deals keep their rate). */
export function useChangeProductTeam() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Product, Error, ProductTeamChange>({
    mutationFn: (change) => {
      if (change.kind === 'add') return addProductUser(api, change.productId, change.request);
      if (change.kind === 'update') {
        return updateProductUser(api, change.productId, change.request);
      }
      return removeProductUser(api, change.productId, change.userId, change.effectiveFrom);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgListKeys.products }),
  });
}
