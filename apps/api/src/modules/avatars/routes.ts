import { idParamsSchema } from '@salesdash/api-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { notFound } from '../../errors/api-error.ts';
import { authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource } from '../../policy/load-resource.ts';
import { errorResponses } from '../route-responses.ts';

/** The 200 in the OpenAPI document: the stored picture's bytes. */
const pictureSchema = z.string().register(z.globalRegistry, {
  format: 'binary',
  description: 'The person’s picture, a square WebP',
});

const avatarQuerySchema = z.object({
  /** The upload the URL names (`profile_picture` carries it); any other value is revalidated. */
  v: z.optional(
    z
      .string({ message: 'must be text' })
      .check(z.maxLength(64, { message: 'must be at most 64 characters' })),
  ),
});

/**
 * `GET /api/avatars/:id` (docs/decisions/0048): whoever may read the person (a share link
 * of that person included) gets their picture. `profile_picture` names it with `?v=` the
 * upload's ETag, so that URL never changes meaning and is cached for a year; without it, or
 * with an older one, the answer must be revalidated (ETag, 304).
 */
export const userAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/avatars/:id',
    {
      config: { share: true },
      schema: {
        tags: ['profile'],
        summary: 'A person’s uploaded picture (404 when they have none: show their initials)',
        params: idParamsSchema,
        querystring: avatarQuerySchema,
        response: {
          200: {
            description: 'The picture, with its ETag',
            content: { 'image/webp': { schema: pictureSchema } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, typedReply) => {
      // The typed reply knows the JSON answers only; this one sends bytes or a bare 304.
      const reply: FastifyReply = typedReply;
      const { id } = request.params;
      await authorizeRecord(app.db.db, request.principal, 'user.read', id, findUserResource);
      const avatar = await app.profileService.avatar(id);
      if (!avatar) throw notFound();
      const etag = `"${avatar.etag}"`;
      // Private: the picture is as confidential as the person; only the browser keeps it.
      reply.header(
        'cache-control',
        request.query.v === avatar.etag
          ? 'private, max-age=31536000, immutable'
          : 'private, no-cache',
      );
      reply.header('etag', etag);
      reply.header('vary', 'authorization, x-share-token');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(avatar.contentType).send(avatar.image);
    },
  );
};
