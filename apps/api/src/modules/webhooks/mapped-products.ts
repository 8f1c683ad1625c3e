import type { StripeMapping } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { intArray } from '../../domain/metrics/index.ts';
import { fieldError } from '../../errors/api-error.ts';

/**
 * 400 naming `mapping.price_products.<price>` when a Stripe mapping sends a price to a product
 * that is not an active product of the organization, as a deal's `product_id` is checked:
 * another organization's product id is refused in the same words as one that does not exist.
 */
export async function assertMappedProducts(
  db: Db,
  organizationId: number,
  mapping: StripeMapping | undefined,
): Promise<void> {
  if (mapping === undefined) return;
  const entries = Object.entries(mapping.price_products);
  if (entries.length === 0) return;
  const rows = await rowsOf<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM products WHERE organization_id = ${organizationId} AND is_active
      AND product_id = ANY(${intArray(entries.map(([, productId]) => productId))})`,
  );
  const own = new Set(rows.map((row) => Number(row.product_id)));
  const stranger = entries.find(([, productId]) => !own.has(productId));
  if (stranger) {
    throw fieldError(
      `mapping.price_products.${stranger[0]}`,
      'No such active product in this organization',
    );
  }
}
