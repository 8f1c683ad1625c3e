import {
  errorEnvelopeSchema,
  redirectLookupQuerySchema,
  redirectRuleSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../plugins/api-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';

/** `GET /api/redirects?path=` for the web navigation guard (spec §4). */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redirects',
    {
      schema: {
        tags: ['navigation'],
        summary: 'Look up the redirect rule for a path',
        security: [{ bearerAuth: [] }],
        querystring: redirectLookupQuerySchema,
        response: {
          200: successEnvelope(redirectRuleSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'redirect.read', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      const rule = await app.redirectService.lookup(request.query.path);
      if (!rule) throw new ApiError(404, 'not-found', `No redirect for ${request.query.path}`);
      return { status: 'success' as const, data: rule };
    },
  );
};
