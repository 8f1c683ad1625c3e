import { createdInviteSchema, inviteRequestSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../plugins/auth.ts';
import { authorize } from '../../../policy/authorize.ts';
import { errorResponses, ok } from '../../route-responses.ts';

/**
 * `POST /api/users/invite`: invite a person. The link it mails opens `GET /api/auth/invite/:token`
 * and `POST /api/auth/complete-registration` (modules/auth/routes.ts), through the same service.
 */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/invite',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite a person: a pending user and a single-use link valid 7 days',
        body: inviteRequestSchema,
        response: {
          201: successEnvelope(createdInviteSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      const managerId = app.inviteService.defaultManagerId(user, request.body.manager_id);
      authorize(user, 'user.invite', {
        kind: 'invite',
        organizationId: user.organizationId,
        access: request.body.access,
        managerId,
      });
      const created = await app.inviteService.invite(user, {
        ...request.body,
        manager_id: managerId,
      });
      return reply.status(201).send(ok(created));
    },
  );
};
