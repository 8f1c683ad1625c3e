import {
  closerListSchema,
  idParamsSchema,
  orgUserListSchema,
  orgUserSchema,
  successEnvelope,
  updateUserRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../policy/authorize.ts';
import { findUserResource } from '../../policy/load-resource.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/users`, `GET /api/users/closers`, `GET /api/users/:id`, `PATCH /api/users/:id`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'People of the organization: admins see everyone, managers their team',
        response: { 200: successEnvelope(orgUserListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'user.list', { kind: 'organization', organizationId: user.organizationId });
      return ok({ users: await app.userService.list(user) });
    },
  );

  app.get(
    '/api/users/closers',
    {
      schema: {
        tags: ['users'],
        summary:
          'Ids and names of the active closers, for a setter naming the closer of a deal (any member)',
        response: { 200: successEnvelope(closerListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'user.list-closers', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(await app.userService.closers(user.organizationId, user.userId));
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { share: true },
      schema: {
        tags: ['users'],
        summary: 'One person of the organization',
        params: idParamsSchema,
        response: { 200: successEnvelope(orgUserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeRecord(app.db.db, request.principal, 'user.read', id, findUserResource);
      return ok(await app.userService.get(id));
    },
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Change names, access level, status, team or sales role of a person',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: {
          200: successEnvelope(orgUserSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      const { id } = request.params;
      // Seeing the person comes first: a no-op change must not reveal someone outside one's scope.
      const target = await authorizeRecord(app.db.db, user, 'user.read', id, findUserResource);
      authorize(user, 'user.update', {
        kind: 'user-change',
        organizationId: target.organizationId,
        target: { userId: target.userId, managerId: target.managerId, access: target.access },
        fields: await app.userService.changedFields(id, request.body),
        ...(request.body.access === undefined ? {} : { newAccess: request.body.access }),
      });
      return ok(await app.userService.update(id, request.body));
    },
  );
};
