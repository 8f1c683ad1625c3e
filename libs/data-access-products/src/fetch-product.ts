import { productSchema, successEnvelope, type Product } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(productSchema);

/**
 * One product through `GET /api/products/:id` (also with its share link).
 * @throws ApiError with the server's message (404 for a product one may not see)
 */
export async function fetchProduct(api: ApiClient, productId: number): Promise<Product> {
  return responseSchema.parse(await api.get(`products/${productId}`).json()).data;
}
