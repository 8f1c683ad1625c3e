import {
  idParamsSchema,
  organizationSchema,
  seatInfoSchema,
  successEnvelope,
  updateOrganizationRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/organizations/:id`, `GET /api/organizations/:id/seat-count`, `PUT /api/organizations/:id`. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:id',
    {
      schema: {
        tags: ['organizations'],
        summary: 'The organization (admins)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(organizationSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      // Another organization's id is 404 by the policy, whether or not it exists.
      authorize(user, 'organization.read', {
        kind: 'organization',
        organizationId: request.params.id,
      });
      return ok(await app.organizationService.get(request.params.id));
    },
  );

  app.get(
    '/api/organizations/:id/seat-count',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Purchased, used and available seats (admins and managers)',
        params: idParamsSchema,
        response: { 200: successEnvelope(seatInfoSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'organization.read-seats', {
        kind: 'organization',
        organizationId: request.params.id,
      });
      return ok(await app.organizationService.seats(request.params.id));
    },
  );

  app.put(
    '/api/organizations/:id',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Rename the organization or change its time zone (admins)',
        params: idParamsSchema,
        body: updateOrganizationRequestSchema,
        response: {
          200: successEnvelope(organizationSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'organization.update', {
        kind: 'organization',
        organizationId: request.params.id,
      });
      return ok(await app.organizationService.update(request.params.id, request.body));
    },
  );
};
