import type { Product } from '@salesdash/api-contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';

export type ProductService = {
  /** The organization's products by name, each with its team. */
  list(organizationId: number): Promise<Product[]>;
  /** One product with its team; 404 when absent. */
  get(productId: number): Promise<Product>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    productService: ProductService;
  }
}

/** Creates the product service. */
export function createProductService(database: Database): ProductService {
  const { db } = database;

  /** Each product's team in the same query (one round trip to the database per request). */
  // Written out with table names: drizzle leaves columns unqualified in a one-table select.
  const team = sql<string>`(
    SELECT coalesce(json_agg(json_build_object(
      'user_id', pe.user_id, 'role_id', pe.role_id::text, 'title', pe.title
    ) ORDER BY pe.user_id), '[]')::text
    FROM product_employees pe WHERE pe.product_id = "products"."product_id"
  )`;

  function selectProducts(where: SQL) {
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
      employees: JSON.parse(members) as Product['employees'],
    };
  }

  return {
    async list(organizationId) {
      return (await selectProducts(eq(products.organizationId, organizationId))).map(toProduct);
    },

    async get(productId) {
      const [row] = await selectProducts(eq(products.productId, productId)).limit(1);
      if (!row) throw notFound();
      return toProduct(row);
    },
  };
}

/** Decorates `productService`. */
export const productServicePlugin = fp(
  async (app) => {
    app.decorate('productService', createProductService(app.db));
  },
  { name: 'product-service', dependencies: ['db'] },
);
