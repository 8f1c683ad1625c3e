import type { CreateProductRequest, Product } from '@salesdash/api-contract';
import { isApiError, newIdempotencyKey, type ApiClient } from '@salesdash/data-access-api';
import { createProduct } from './product-admin-calls.ts';

/** A product create is retried 3 times, after 3 s, 7 s and 15 s. */
export const productCreateRetryDelaysMs = [3_000, 7_000, 15_000] as const;

/** The words after the last failed try (sic: "user", kept on purpose). */
export const productCreateFailedMessage = 'Failed to create user';

/** Only a lost answer or a server fault may go better on the next try; a 4xx answers the same. */
const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates a product: on a network error or a 5xx it tries again after 3 s, 7 s
 * and 15 s, every try with the same `Idempotency-Key`, so a try whose answer was lost never
 * makes a second product. Any other answer (a 400 naming a field, 403, 409) is thrown at once.
 * @throws Error 'Failed to create user' after the fourth failed try, the last error
 *   as its `cause`; the ApiError itself for an answer not worth retrying
 */
export async function createProductWithRetry(
  api: ApiClient,
  request: CreateProductRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<Product> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createProduct(api, request, idempotencyKey);
    } catch (error) {
      if (!worthRetrying(error)) throw error;
      const delay = productCreateRetryDelaysMs[attempt];
      if (delay === undefined) throw new Error(productCreateFailedMessage, { cause: error });
      await wait(delay);
    }
  }
}
