import type {
  AddProductUserRequest,
  CreateProductRequest,
  Product,
  UpdateProductRequest,
  UpdateProductUserRequest,
} from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { getProduct, listProducts } from './product-rows.ts';
import { addProductUser, removeProductUser, updateProductUser } from './product-team-writes.ts';
import { createProduct, updateProduct } from './product-writes.ts';

export type ProductService = {
  /** The organization's products by name, each with its team. */
  list(organizationId: number): Promise<Product[]>;
  /** One product with its team; 404 when absent. */
  get(productId: number): Promise<Product>;
  /**
   * Creates a product with no team yet, in the caller's transaction (the idempotent create's).
   * @throws ApiError 400 naming `name` when taken
   */
  createIn(db: Db, organizationId: number, body: CreateProductRequest): Promise<Product>;
  /** Renames, reprices, archives or restores a product; 409 `stale-version` when saved since. */
  update(organizationId: number, productId: number, body: UpdateProductRequest): Promise<Product>;
  /** Puts a person on the product's team with a role from a date on. */
  addUser(organizationId: number, productId: number, body: AddProductUserRequest): Promise<Product>;
  /** Changes a team member's role from a date on. */
  updateUser(
    organizationId: number,
    productId: number,
    body: UpdateProductUserRequest,
  ): Promise<Product>;
  /** Takes a person off the product's team (from `effectiveFrom`, else today). */
  removeUser(
    organizationId: number,
    productId: number,
    userId: number,
    effectiveFrom: string | undefined,
  ): Promise<Product>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    productService: ProductService;
  }
}

/** Creates the product service. */
export function createProductService(database: Database, unitOfWork: UnitOfWork): ProductService {
  const { db } = database;
  return {
    list: (organizationId) => listProducts(db, organizationId),
    get: (productId) => getProduct(db, productId),
    createIn: createProduct,
    update: (organizationId, productId, body) =>
      unitOfWork.run(({ db: tx }) => updateProduct(tx, organizationId, productId, body)),
    addUser: (organizationId, productId, body) =>
      unitOfWork.run(({ db: tx }) => addProductUser(tx, organizationId, productId, body)),
    updateUser: (organizationId, productId, body) =>
      unitOfWork.run(({ db: tx }) => updateProductUser(tx, organizationId, productId, body)),
    removeUser: (organizationId, productId, userId, effectiveFrom) =>
      unitOfWork.run(({ db: tx }) =>
        removeProductUser(tx, organizationId, productId, userId, effectiveFrom),
      ),
  };
}

/** Decorates `productService`. */
export const productServicePlugin = fp(
  async (app) => {
    app.decorate('productService', createProductService(app.db, app.unitOfWork));
  },
  { name: 'product-service', dependencies: ['db', 'realtime'] },
);
