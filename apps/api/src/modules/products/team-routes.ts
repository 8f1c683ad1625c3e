import {
  addProductUserRequestSchema,
  idParamsSchema,
  productSchema,
  productUserParamsSchema,
  removeProductUserQuerySchema,
  successEnvelope,
  updateProductUserRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationWriter } from '../admin-organization.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * A product's team (admin): `POST`, `PATCH /api/products/:id/users` and `DELETE
 * /api/products/:id/users/:userId`. Each change is dated, so deals dated before it keep the
 * rate they were made under. Each answers the product with its team.
 */
export const productTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = {
    200: successEnvelope(productSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  };

  app.post(
    '/api/products/:id/users',
    {
      schema: {
        tags: ['products'],
        summary:
          'Put a person on a product’s team with a sales role and title from a day on (admin)',
        params: idParamsSchema,
        body: addProductUserRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { organizationId } = organizationWriter(request.principal, 'product.write');
      return ok(await app.productService.addUser(organizationId, request.params.id, request.body));
    },
  );

  app.patch(
    '/api/products/:id/users',
    {
      schema: {
        tags: ['products'],
        summary:
          'Change a team member’s sales role from a day on, or their title (admin); 409 when the product changed since `version`',
        params: idParamsSchema,
        body: updateProductUserRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { organizationId } = organizationWriter(request.principal, 'product.write');
      return ok(
        await app.productService.updateUser(organizationId, request.params.id, request.body),
      );
    },
  );

  app.delete(
    '/api/products/:id/users/:userId',
    {
      schema: {
        tags: ['products'],
        summary:
          'Take a person off a product’s team from a day on (admin); their earlier deals keep their rate',
        params: productUserParamsSchema,
        querystring: removeProductUserQuerySchema,
        response: answers,
      },
    },
    async (request) => {
      const { organizationId } = organizationWriter(request.principal, 'product.write');
      const { id, userId } = request.params;
      return ok(
        await app.productService.removeUser(
          organizationId,
          id,
          userId,
          request.query.effective_from,
        ),
      );
    },
  );
};
