import {
  avatarSide,
  avatarUploadMediaTypes,
  maxAvatarBytes,
  profileSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fieldError } from '../../errors/api-error.ts';
import { errorResponses, ok } from '../route-responses.ts';
import { acceptRawImageBodies } from './avatar-body.ts';
import { profileOwner } from './routes.ts';

/** The upload in the OpenAPI document: the picture's bytes as the whole body. */
const pictureBodySchema = z.string().register(z.globalRegistry, {
  format: 'binary',
  description: `A PNG, JPEG, WebP or GIF of at most ${maxAvatarBytes / 1024 / 1024} MB, as the whole body. The format is read from the bytes; the declared media type may be any image type or application/octet-stream.`,
});

/** The body is raw bytes, checked by the parser and the service, not by a JSON schema. */
const bodyIsBytes = () => (body: unknown) =>
  Buffer.isBuffer(body) && body.length > 0
    ? { value: body }
    : { error: fieldError('body', 'is required: the picture’s bytes') };

/**
 * `PUT` and `DELETE /api/profile/avatar`: one's own picture (docs/decisions/0048). The upload
 * sits in a scope of its own, where every body is taken as raw bytes; the removal takes no
 * body, so a body sent with it meets the app's usual parsers (415 for bytes, 413 past 1 MiB)
 * instead of being read whole and ignored.
 */
export const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (uploads) => {
    acceptRawImageBodies(uploads);

    uploads.put(
      '/api/profile/avatar',
      {
        validatorCompiler: bodyIsBytes,
        schema: {
          tags: ['profile'],
          summary: `Upload the caller’s picture: stored as a ${avatarSide}×${avatarSide} WebP without metadata`,
          consumes: [...avatarUploadMediaTypes],
          body: pictureBodySchema,
          response: { 200: successEnvelope(profileSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const user = profileOwner(request.principal);
        const bytes: unknown = request.body;
        if (!Buffer.isBuffer(bytes)) throw fieldError('body', 'is required: the picture’s bytes');
        return ok(await app.profileService.setAvatar(user, bytes));
      },
    );
  });

  app.delete(
    '/api/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the caller’s picture: their initials show again',
        response: { 200: successEnvelope(profileSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await app.profileService.removeAvatar(profileOwner(request.principal))),
  );
};
