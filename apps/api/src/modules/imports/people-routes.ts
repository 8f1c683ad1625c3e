import { importPeopleSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * `GET /api/imports/people`: whom an import's names may be mapped to (admins, and API keys
 * with the import scope, as the other import reads).
 */
export const importPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/imports/people',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'The people an import’s names may be mapped to: active and inactive, never a revoked invite (admin)',
        response: { 200: successEnvelope(importPeopleSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const actor = requireActor(request.principal);
      authorize(request.principal, 'import.manage', {
        kind: 'organization',
        organizationId: actor.organizationId,
      });
      return ok({ people: await app.importService.people(actor.organizationId) });
    },
  );
};
