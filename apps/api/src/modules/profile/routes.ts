import {
  profileSchema,
  successEnvelope,
  updateProfileRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { userResource } from '../../policy/load-resource.ts';
import type { Principal, UserPrincipal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * The caller, allowed to change their own profile: the routes name no person, so the caller
 * is the person (the principal was read as they are now).
 */
export function profileOwner(principal: Principal | null): UserPrincipal {
  const user = requireUser(principal);
  authorize(user, 'profile.own', userResource(user));
  return user;
}

/** `GET` and `PUT /api/profile`: one's own names, with the version a form sends back. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      config: { readCache: true },
      schema: {
        tags: ['profile'],
        summary: 'The caller’s own names and picture, with the version an edit sends back',
        response: { 200: successEnvelope(profileSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await app.profileService.get(profileOwner(request.principal))),
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the caller’s own first, last and display name',
        body: updateProfileRequestSchema,
        response: {
          200: successEnvelope(profileSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request) =>
      ok(await app.profileService.update(profileOwner(request.principal), request.body)),
  );
};
