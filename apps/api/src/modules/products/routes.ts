import {
  createProductRequestSchema,
  idParamsSchema,
  idempotentCreateHeadersSchema,
  productListSchema,
  productSchema,
  successEnvelope,
  updateProductRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findProductResource } from '../../policy/load-resource.ts';
import { sendIdempotentCreate } from '../idempotent-create.ts';
import { organizationWriter } from '../admin-organization.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { productTeamRoutes } from './team-routes.ts';

/**
 * `GET /api/products`, `GET /api/products/:id` (also with a product share token); admins
 * create (`POST`, retried safely with an `Idempotency-Key`), edit and archive (`PATCH`) them.
 */
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

  app.post(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary:
          'Create a product (admin); a retry with the same Idempotency-Key answers the first answer and creates nothing',
        headers: idempotentCreateHeadersSchema,
        body: createProductRequestSchema,
        response: {
          201: successEnvelope(productSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const user = organizationWriter(request.principal, 'product.write');
      const { organizationId } = user;
      return sendIdempotentCreate(app.unitOfWork, user, request, reply, (db) =>
        app.productService.createIn(db, organizationId, request.body),
      );
    },
  );

  app.patch(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary:
          'Rename, reprice, archive or restore a product (admin); 409 when someone saved it since `version`',
        params: idParamsSchema,
        body: updateProductRequestSchema,
        response: {
          200: successEnvelope(productSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { organizationId } = organizationWriter(request.principal, 'product.write');
      return ok(await app.productService.update(organizationId, request.params.id, request.body));
    },
  );

  await app.register(productTeamRoutes);
};
