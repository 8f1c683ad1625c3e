import {
  toCents,
  type CreateProductRequest,
  type Product,
  type UpdateProductRequest,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError, notFound } from '../../errors/api-error.ts';
import { staleVersion } from '../../errors/stale-version.ts';
import { getProduct } from './product-rows.ts';

const nameTaken = () => fieldError('name', 'Another product of this organization has this name');

/** 400 naming `name` when another product of the organization has it, whatever the case. */
async function assertNameFree(db: Db, organizationId: number, name: string, except = 0) {
  const [taken] = await rowsOf(
    db,
    sql`SELECT 1 FROM products WHERE organization_id = ${organizationId}
      AND lower(name) = lower(${name}) AND product_id <> ${except}`,
  );
  if (taken) throw nameTaken();
}

/** Runs a write whose unique index on the name may still catch a concurrent twin. */
async function guardingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Locks the organization's product `productId` for an edit made on `version` (inside the
 * edit's transaction), so of two edits of the same version one wins and the other gets 409.
 * @throws ApiError 404 when it is not the organization's, 409 `stale-version` when replaced
 */
export async function lockProductVersion(
  db: Db,
  organizationId: number,
  productId: number,
  version: number | undefined,
): Promise<{ isActive: boolean }> {
  const [row] = await rowsOf<{ version: number; is_active: boolean }>(
    db,
    sql`SELECT version, is_active FROM products
      WHERE product_id = ${productId} AND organization_id = ${organizationId} FOR UPDATE`,
  );
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw staleVersion('product');
  return { isActive: row.is_active };
}

/** Counts an edit of the product or its team. */
export async function bumpProductVersion(db: Db, productId: number) {
  await db.execute(sql`UPDATE products SET version = version + 1 WHERE product_id = ${productId}`);
}

/** Creates a product with no team yet. @throws ApiError 400 naming `name` when taken */
export async function createProduct(
  db: Db,
  organizationId: number,
  body: CreateProductRequest,
): Promise<Product> {
  await assertNameFree(db, organizationId, body.name);
  const [row] = await guardingName(() =>
    rowsOf<{ product_id: number }>(
      db,
      sql`INSERT INTO products (organization_id, name, price_cents)
        VALUES (${organizationId}, ${body.name}, ${toCents(body.price ?? 0)})
        RETURNING product_id`,
    ),
  );
  if (!row) throw notFound();
  const product = await getProduct(db, row.product_id);
  await recordAudit(db, {
    organizationId,
    action: 'product.created',
    entityType: 'product',
    entityId: product.product_id,
    after: product,
  });
  return product;
}

/**
 * Renames, reprices, archives (`is_active: false`) or restores a product. Archiving keeps
 * every deal, split and team row: the product leaves the pickers, and its history stays.
 * @throws ApiError 404, 409 `stale-version`, 400 naming `name` when taken
 */
export async function updateProduct(
  db: Db,
  organizationId: number,
  productId: number,
  body: UpdateProductRequest,
): Promise<Product> {
  await lockProductVersion(db, organizationId, productId, body.version);
  const before = await getProduct(db, productId);
  if (body.name !== undefined) await assertNameFree(db, organizationId, body.name, productId);
  await guardingName(() =>
    db.execute(sql`UPDATE products SET
        name = coalesce(${body.name ?? null}, name),
        price_cents = coalesce(${body.price === undefined ? null : toCents(body.price)}::bigint, price_cents),
        is_active = coalesce(${body.is_active ?? null}::boolean, is_active),
        version = version + 1
      WHERE product_id = ${productId}`),
  );
  const after = await getProduct(db, productId);
  await recordAudit(db, {
    organizationId,
    action: 'product.updated',
    entityType: 'product',
    entityId: productId,
    before,
    after,
  });
  return after;
}
