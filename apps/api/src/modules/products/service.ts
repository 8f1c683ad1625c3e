import type { Product } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { getProduct, listProducts } from './product-rows.ts';

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
  return {
    list: (organizationId) => listProducts(db, organizationId),
    get: (productId) => getProduct(db, productId),
  };
}

/** Decorates `productService`. */
export const productServicePlugin = fp(
  async (app) => {
    app.decorate('productService', createProductService(app.db));
  },
  { name: 'product-service', dependencies: ['db'] },
);
