import { productListSchema, successEnvelope, type Product } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(productListSchema);

/**
 * The organization's products with their teams, by name, through `GET /api/products`.
 * @throws ApiError with the server’s message
 */
export async function fetchProducts(api: ApiClient): Promise<Product[]> {
  return responseSchema.parse(await api.get('products').json()).data;
}
