import { roleListSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/roles`. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      schema: {
        tags: ['roles'],
        summary: 'Sales roles of the organization and their commission percent, by title',
        response: { 200: successEnvelope(roleListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'role.list', { kind: 'organization', organizationId: user.organizationId });
      return ok(await app.roleService.list(user.organizationId));
    },
  );
};
