import {
  clearedNotificationsSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findNotificationResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/notifications`, `PATCH /api/notifications/clear`, `PATCH /api/notifications/:id`: one's own only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { readCache: true },
      schema: {
        tags: ['notifications'],
        summary: 'One’s notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: {
          200: successEnvelope(notificationPageSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      // Listing reads only one's own rows: the query is scoped to the caller by construction.
      authorize(user, 'notification.own', {
        kind: 'notification',
        organizationId: user.organizationId,
        userId: user.userId,
      });
      return ok(await app.notificationService.page(user.userId, request.query));
    },
  );

  // Registered before `/:id`; the router also prefers this static segment over the parameter.
  app.patch(
    '/api/notifications/clear',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of one’s notifications read',
        response: { 200: successEnvelope(clearedNotificationsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'notification.own', {
        kind: 'notification',
        organizationId: user.organizationId,
        userId: user.userId,
      });
      return ok({ updated: await app.notificationService.clear(user.userId) });
    },
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of one’s notifications read',
        params: idParamsSchema,
        response: {
          200: successEnvelope(notificationSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { id } = request.params;
      await authorizeRecord(app.db.db, user, 'notification.own', id, findNotificationResource);
      return ok(await app.notificationService.markRead(id));
    },
  );
};
