import { peopleListSchema, peopleQuerySchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../plugins/auth.ts';
import { authorize } from '../../../policy/authorize.ts';
import { errorResponses, ok } from '../../route-responses.ts';

/** `GET /api/users/people`: the people administration's table (docs/decisions/0049). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/people',
    {
      // A searched page scans the organization's people: it takes its turn among expensive reads.
      config: { fairRead: (request) => Boolean((request.query as { search?: string }).search) },
      schema: {
        tags: ['users'],
        summary:
          'A page of the people one manages (admins: the organization; managers: their team), pending invites aside, searched by name or email',
        querystring: peopleQuerySchema,
        response: {
          200: successEnvelope(peopleListSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'user.list', { kind: 'organization', organizationId: user.organizationId });
      return ok(await app.peopleService.list(user, request.query));
    },
  );
};
