import {
  productSchema,
  successEnvelope,
  type AddProductUserRequest,
  type CreateProductRequest,
  type Product,
  type UpdateProductRequest,
  type UpdateProductUserRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const productAnswer = successEnvelope(productSchema);

/**
 * Creates a product through `POST /api/products` (admin), once per `idempotencyKey`: the
 * server answers a repeat of the same key with the first answer and creates nothing.
 * @throws ApiError 400 naming `name` when another product has it
 */
export async function createProduct(
  api: ApiClient,
  request: CreateProductRequest,
  idempotencyKey: string,
): Promise<Product> {
  const body = await api
    .post('products', { json: request, headers: { 'Idempotency-Key': idempotencyKey } })
    .json();
  return productAnswer.parse(body).data;
}

/**
 * Renames, reprices, archives or restores a product (`PATCH /api/products/:id`, admin).
 * @throws ApiError 409 `stale-version` when someone saved it since `request.version`
 */
export async function updateProduct(
  api: ApiClient,
  productId: number,
  request: UpdateProductRequest,
): Promise<Product> {
  return productAnswer.parse(await api.patch(`products/${productId}`, { json: request }).json())
    .data;
}

/** Puts a person on a product's team from a day on (`POST /api/products/:id/users`). */
export async function addProductUser(
  api: ApiClient,
  productId: number,
  request: AddProductUserRequest,
): Promise<Product> {
  return productAnswer.parse(
    await api.post(`products/${productId}/users`, { json: request }).json(),
  ).data;
}

/** Changes a team member's role from a day on, or their title (`PATCH /api/products/:id/users`). */
export async function updateProductUser(
  api: ApiClient,
  productId: number,
  request: UpdateProductUserRequest,
): Promise<Product> {
  return productAnswer.parse(
    await api.patch(`products/${productId}/users`, { json: request }).json(),
  ).data;
}

/** Takes a person off a product's team from a day on (`DELETE /api/products/:id/users/:userId`). */
export async function removeProductUser(
  api: ApiClient,
  productId: number,
  userId: number,
  effectiveFrom?: string,
): Promise<Product> {
  const searchParams = effectiveFrom ? { effective_from: effectiveFrom } : undefined;
  return productAnswer.parse(
    await api
      .delete(`products/${productId}/users/${userId}`, searchParams ? { searchParams } : {})
      .json(),
  ).data;
}
