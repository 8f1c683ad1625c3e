import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  idParamsSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import type { UserPrincipal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { answerWithoutStoring } from '../secret-answers.ts';

/** The caller, once the policy says they may manage their organization's keys (admins). */
function keyAdmin(principal: Parameters<typeof requireUser>[0]): UserPrincipal {
  const user = requireUser(principal);
  return authorize(user, 'api-key.manage', {
    kind: 'organization',
    organizationId: user.organizationId,
  });
}

/**
 * `GET` / `POST /api/api-keys` and `DELETE /api/api-keys/:id`: an organization's API keys
 * (docs/decisions/0054-api-keys.md), admins only. A key itself calls none of them.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The create answer carries the secret, once.
  answerWithoutStoring(app);

  app.get(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'The organization’s API keys, newest first, revoked ones too (admin; no secrets)',
        response: { 200: successEnvelope(apiKeyListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const admin = keyAdmin(request.principal);
      return ok({ api_keys: await app.apiKeyService.list(admin.organizationId) });
    },
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key with scopes (admin): the answer shows the key, this once only',
        body: createApiKeyRequestSchema,
        response: {
          201: successEnvelope(createdApiKeySchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const admin = keyAdmin(request.principal);
      return reply.status(201).send(ok(await app.apiKeyService.create(admin, request.body)));
    },
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary:
          'Revoke an API key (admin): its next request is refused; revoking again is a no-op',
        params: idParamsSchema,
        response: { 200: successEnvelope(apiKeySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = keyAdmin(request.principal);
      return ok(await app.apiKeyService.revoke(admin.organizationId, request.params.id));
    },
  );
};
