import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserPrincipal } from '../../policy/principal.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** Only one's own: the routes name no person, the caller is the person. */
function authorizeOwn(user: UserPrincipal) {
  authorize(user, 'notification.own', {
    kind: 'notification',
    organizationId: user.organizationId,
    userId: user.userId,
  });
}

/** `GET` and `PUT /api/notification-preferences`: which triggers reach the caller, and how. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which notification triggers reach the caller, in the app and by email',
        response: {
          200: successEnvelope(notificationPreferencesSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorizeOwn(user);
      return ok(await app.notificationPreferenceService.preferences(user.userId));
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Replace the caller’s notification choices (triggers left out: in the app only)',
        body: notificationPreferencesUpdateSchema,
        response: {
          200: successEnvelope(notificationPreferencesSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorizeOwn(user);
      return ok(
        await app.notificationPreferenceService.replace(
          user.organizationId,
          user.userId,
          request.body.preferences,
        ),
      );
    },
  );
};
