import {
  idParamsSchema,
  productListSchema,
  productSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findProductResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/products`, `GET /api/products/:id` (also with a product share token). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'Products of the organization with their teams, by name',
        response: { 200: successEnvelope(productListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'product.list', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(await app.productService.list(user.organizationId));
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: { share: true },
      schema: {
        tags: ['products'],
        summary: 'One product with its team; a product share link reads exactly its product',
        params: idParamsSchema,
        response: { 200: successEnvelope(productSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeRecord(app.db.db, request.principal, 'product.read', id, findProductResource);
      return ok(await app.productService.get(id));
    },
  );
};
