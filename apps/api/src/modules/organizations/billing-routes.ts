import { billingSchema, idParamsSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/organizations/:id/billing`: what `/settings/billing` shows (admins). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:id/billing',
    {
      schema: {
        tags: ['organizations'],
        summary:
          'Seats purchased, used (active people plus pending invites) and available, and the payment provider (none when self-hosted); admins',
        params: idParamsSchema,
        response: { 200: successEnvelope(billingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      // Another organization's id is 404 by the policy, whether or not it exists.
      authorize(user, 'organization.read', {
        kind: 'organization',
        organizationId: request.params.id,
      });
      return ok(await app.organizationService.billing(request.params.id));
    },
  );
};
