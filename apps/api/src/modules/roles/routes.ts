import { errorEnvelopeSchema, roleListSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';

/** `GET /api/roles`. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      schema: {
        tags: ['roles'],
        summary: 'Sales roles of the organization and their commission percent, by title',
        security: [{ bearerAuth: [] }],
        response: {
          200: successEnvelope(roleListSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'role.list', { kind: 'organization', organizationId: user.organizationId });
      return {
        status: 'success' as const,
        data: await app.roleService.list(user.organizationId),
      };
    },
  );
};
