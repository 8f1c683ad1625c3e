import {
  actionTokenParamsSchema,
  completeRegistrationRequestSchema,
  createdInviteSchema,
  invitationSchema,
  inviteRequestSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** Invite a person, show an invite link, finish the registration it opens. */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/invite',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite a person: a pending user and a single-use link valid 7 days',
        security: [{ bearerAuth: [] }],
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

  app.get(
    '/api/auth/invite/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Who an invite link is for',
        params: actionTokenParamsSchema,
        response: { 200: successEnvelope(invitationSchema), ...errorResponses(400) },
      },
    },
    async (request) => ok(await app.inviteService.invitation(request.params.token)),
  );

  app.post(
    '/api/auth/complete-registration',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set name and password from an invite link and sign in',
        body: completeRegistrationRequestSchema,
        response: { 200: successEnvelope(signedInUserSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ok(await app.inviteService.completeRegistration(request.body)),
  );
};
