import {
  createdShareSchema,
  createShareRequestSchema,
  idParamsSchema,
  resolvedShareSchema,
  shareListQuerySchema,
  shareListSchema,
  shareSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findShareResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { answerWithoutStoring } from '../secret-answers.ts';

/** `POST /api/shares`, `GET /api/shares`, `DELETE /api/shares/:id`, `GET /api/shares/resolve`. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  // Share answers carry a token (once) or describe a link.
  answerWithoutStoring(app);

  app.post(
    '/api/shares',
    {
      schema: {
        tags: ['shares'],
        summary:
          'Create a read-only share link of a dashboard, a product, a call or the leaderboard',
        body: createShareRequestSchema,
        response: {
          201: successEnvelope(createdShareSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      return reply.status(201).send(ok(await app.shareService.create(user, request.body)));
    },
  );

  app.get(
    '/api/shares',
    {
      config: { readCache: true },
      schema: {
        tags: ['shares'],
        summary: 'Share links one may manage: one’s own, or all of the organization for admins',
        querystring: shareListQuerySchema,
        response: { 200: successEnvelope(shareListSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'share.list', { kind: 'organization', organizationId: user.organizationId });
      return ok({ shares: await app.shareService.list(user, request.query) });
    },
  );

  app.get(
    '/api/shares/resolve',
    {
      config: { share: true },
      schema: {
        tags: ['shares'],
        summary: 'What the share link of the `x-share-token` header shows (no bearer token)',
        // A bearer token passes auth here but names no link (404): only the share token means anything.
        security: [{ shareToken: [] }],
        response: { 200: successEnvelope(resolvedShareSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      // A bearer token names no share link: for it there is nothing to resolve (404).
      const shareId = principal?.kind === 'share' ? principal.shareId : 0;
      await authorizeRecord(app.db.db, principal, 'share.resolve', shareId, findShareResource);
      return ok(await app.shareService.resolve(shareId));
    },
  );

  app.delete(
    '/api/shares/:id',
    {
      schema: {
        tags: ['shares'],
        summary: 'Revoke a share link: anyone holding it loses access at once',
        params: idParamsSchema,
        response: { 200: successEnvelope(shareSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { id } = request.params;
      await authorizeRecord(app.db.db, user, 'share.manage', id, findShareResource);
      return ok(await app.shareService.revoke(id));
    },
  );
};
