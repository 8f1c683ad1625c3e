import type {
  AddProductUserRequest,
  CreateProductRequest,
  CreateRoleRequest,
  Product,
  Role,
  UpdateProductRequest,
  UpdateRoleRequest,
} from '@salesdash/api-contract';
import {
  exampleOrgUsers,
  exampleProducts,
  exampleRoles,
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { importRoutes, type ImportRoutesOptions } from './import-routes.ts';
import { webhookRoutes, type WebhookRoutesOptions } from './webhook-routes.ts';

/** How the admin endpoints answer: lists, or answers of their own (`failure(…)`, `'pending'`). */
export type AdminRoutesOptions = {
  products?: Product[] | FakeAnswer;
  roles?: Role[] | FakeAnswer;
  /** What `POST /api/roles/:id/preview` answers (2 pending deals, +$75 by default). */
  previewRole?: FakeAnswer;
  /** Answers of `POST products` in turn (the last repeats), instead of creating. */
  createProduct?: FakeAnswer[];
  /** An answer of every write but the product create, instead of writing. */
  write?: FakeAnswer;
  /** How the webhook endpoints answer. */
  webhooks?: WebhookRoutesOptions;
  /** How the spreadsheet import endpoints answer. */
  imports?: ImportRoutesOptions;
};

const isAnswer = (value: unknown): value is FakeAnswer =>
  value === 'pending' ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * Routes of the fake API client answering the product and sales role endpoints from memory,
 * for stories and tests: creating adds, editing bumps the version (a stale one gets 409).
 */
export function adminRoutes(options: AdminRoutesOptions = {}): FakeRoutes {
  let products: Product[] = Array.isArray(options.products)
    ? [...options.products]
    : [...exampleProducts];
  let roles: Role[] = Array.isArray(options.roles) ? [...options.roles] : [...exampleRoles];
  let creates = 0;
  let nextId = 100;
  const stale = failure(
    409,
    'stale-version',
    'Someone changed this since you opened it; reload to see their change and try again',
  );
  const saveProduct = (product: Product) => {
    products = products.map((item) => (item.product_id === product.product_id ? product : item));
    return success(product);
  };
  const productOf = (id: string | undefined) =>
    products.find((item) => item.product_id === Number(id));
  return {
    ...webhookRoutes(options.webhooks),
    // Before the import routes: their `imports/:id` would answer this path too.
    'GET imports/people': success({
      people: exampleOrgUsers.map(({ user_id, display_name, email, is_active }) => ({
        user_id,
        display_name,
        email,
        is_active,
      })),
    }),
    ...importRoutes(options.imports),
    'GET products': () => (isAnswer(options.products) ? options.products : success(products)),
    'GET roles': () => (isAnswer(options.roles) ? options.roles : success(roles)),
    'GET users': success({ users: exampleOrgUsers }),
    'POST products': ({ body }) => {
      const scripted = options.createProduct;
      if (scripted) return scripted[Math.min(creates++, scripted.length - 1)] ?? 'pending';
      const request = body as CreateProductRequest;
      const product: Product = {
        product_id: nextId++,
        name: request.name,
        price: request.price ?? 0,
        is_active: true,
        version: 1,
        employees: [],
      };
      products = [...products, product];
      return success(product, 201);
    },
    'PATCH products/:id': ({ params, body }) => {
      if (options.write) return options.write;
      const product = productOf(params['id']);
      const request = body as UpdateProductRequest;
      if (!product) return failure(404, 'not-found', 'Not found');
      if (product.version !== request.version) return stale;
      const { version: _version, ...changes } = request;
      return saveProduct({ ...product, ...changes, version: product.version + 1 });
    },
    'POST products/:id/users': ({ params, body }) => {
      if (options.write) return options.write;
      const product = productOf(params['id']);
      const request = body as AddProductUserRequest;
      if (!product) return failure(404, 'not-found', 'Not found');
      return saveProduct({
        ...product,
        version: product.version + 1,
        employees: [
          ...product.employees,
          {
            user_id: request.user_id,
            role_id: String(request.role_id),
            title: request.title ?? '',
          },
        ],
      });
    },
    'DELETE products/:id/users/:userId': ({ params }) => {
      if (options.write) return options.write;
      const product = productOf(params['id']);
      if (!product) return failure(404, 'not-found', 'Not found');
      return saveProduct({
        ...product,
        version: product.version + 1,
        employees: product.employees.filter(
          (member) => member.user_id !== Number(params['userId']),
        ),
      });
    },
    'POST roles': ({ body }) => {
      if (options.write) return options.write;
      const request = body as CreateRoleRequest;
      const role: Role = {
        role_id: String(nextId++),
        ...request,
        is_active: true,
        version: 1,
        rates: [],
      };
      roles = [...roles, role];
      return success(role, 201);
    },
    'POST roles/:id/preview':
      options.previewRole ??
      success({
        repriced_deals: 2,
        commission_change: 75,
        pending_commission_before: 300,
        pending_commission_after: 375,
      }),
    'PATCH roles/:id': ({ params, body }) => {
      if (options.write) return options.write;
      const role = roles.find((item) => item.role_id === params['id']);
      const request = body as UpdateRoleRequest;
      if (!role) return failure(404, 'not-found', 'Not found');
      if (role.version !== request.version) return stale;
      const changed: Role = {
        ...role,
        role_title: request.role_title ?? role.role_title,
        is_active: request.is_active ?? role.is_active,
        version: role.version + 1,
      };
      roles = roles.map((item) => (item.role_id === role.role_id ? changed : item));
      return success(changed);
    },
  };
}
