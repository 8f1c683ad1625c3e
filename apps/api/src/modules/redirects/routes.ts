import {
  redirectLookupQuerySchema,
  redirectLookupSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/redirects?path=` for the web navigation guard. */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redirects',
    {
      schema: {
        tags: ['navigation'],
        summary: 'Look up the redirect rule for a path (null when there is none)',
        querystring: redirectLookupQuerySchema,
        response: {
          200: successEnvelope(redirectLookupSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'redirect.read', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(await app.redirectService.lookup(request.query.path));
    },
  );
};
