import type { Product } from '@salesdash/api-contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';

/** Each product's team in the same query (one round trip to the database per request). */
// Written out with table names: drizzle leaves columns unqualified in a one-table select.
const team = sql<string>`(
  SELECT coalesce(json_agg(json_build_object(
    'user_id', pe.user_id, 'role_id', pe.role_id::text, 'title', pe.title
  ) ORDER BY pe.user_id), '[]')::text
  FROM product_employees pe WHERE pe.product_id = "products"."product_id"
)`;

function selectProducts(db: Db, where: SQL) {
  return db
    .select({ product: products, team })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.productId));
}

function toProduct({
  product,
  team: members,
}: {
  product: typeof products.$inferSelect;
  team: string;
}): Product {
  return {
    product_id: product.productId,
    name: product.name,
    price: product.priceCents / 100,
    is_active: product.isActive,
    version: product.version,
    employees: JSON.parse(members) as Product['employees'],
  };
}

/** The organization's products by name, each with its team. */
export async function listProducts(db: Db, organizationId: number): Promise<Product[]> {
  return (await selectProducts(db, eq(products.organizationId, organizationId))).map(toProduct);
}

/** One product with its team (read through `db`, a transaction's when writing); 404 when absent. */
export async function getProduct(db: Db, productId: number): Promise<Product> {
  const [row] = await selectProducts(db, eq(products.productId, productId)).limit(1);
  if (!row) throw notFound();
  return toProduct(row);
}
