import type { Product } from '@salesdash/api-contract';
import { asc, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { productEmployees, products } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/api-error.ts';

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

  async function withEmployees(rows: (typeof products.$inferSelect)[]): Promise<Product[]> {
    const ids = rows.map((row) => row.productId);
    const members =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(productEmployees)
            .where(inArray(productEmployees.productId, ids))
            .orderBy(asc(productEmployees.productId), asc(productEmployees.userId));
    return rows.map((row) => ({
      product_id: row.productId,
      name: row.name,
      price: row.priceCents / 100,
      is_active: row.isActive,
      employees: members
        .filter((member) => member.productId === row.productId)
        .map((member) => ({
          user_id: member.userId,
          role_id: String(member.roleId),
          title: member.title,
        })),
    }));
  }

  return {
    async list(organizationId) {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.organizationId, organizationId))
        .orderBy(asc(products.name), asc(products.productId));
      return withEmployees(rows);
    },

    async get(productId) {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.productId, productId))
        .limit(1);
      const [product] = await withEmployees(rows);
      if (!product) throw notFound();
      return product;
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
