import {
  acknowledgedSchema,
  createdInviteSchema,
  idParamsSchema,
  pendingInviteListSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../plugins/auth.ts';
import { authorize, authorizeRecord } from '../../../policy/authorize.ts';
import { findUserResource } from '../../../policy/load-resource.ts';
import { errorResponses, ok } from '../../route-responses.ts';

/**
 * Who may resend or revoke the invite of `userId`: whoever sees the invitee (others get 404)
 * and may invite them as they are, so a manager manages their own team's employee invites only.
 */
async function authorizeInvite(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const user = requireUser(request.principal);
  const target = await authorizeRecord(app.db.db, user, 'user.read', userId, findUserResource);
  authorize(user, 'user.invite', {
    kind: 'invite',
    organizationId: target.organizationId,
    access: target.access,
    managerId: target.managerId,
  });
  return user;
}

/**
 * `GET /api/users/invite/pending`, `POST /api/users/invite/:id/resend` and
 * `DELETE /api/users/invite/:id`: the pending invites of the people administration
 * (docs/decisions/0049).
 */
export const pendingInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/invite/pending',
    {
      schema: {
        tags: ['users'],
        summary: 'Pending invites one manages (admins: the organization; managers: their team)',
        response: { 200: successEnvelope(pendingInviteListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'user.list', { kind: 'organization', organizationId: user.organizationId });
      return ok(await app.inviteService.pending(user));
    },
  );

  app.post(
    '/api/users/invite/:id/resend',
    {
      schema: {
        tags: ['users'],
        summary:
          'A new 7-day link for a pending invite (mailed when mail is on); the old one stops',
        params: idParamsSchema,
        response: {
          200: successEnvelope(createdInviteSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = await authorizeInvite(app, request, request.params.id);
      return ok(await app.inviteService.resend(user, request.params.id));
    },
  );

  app.delete(
    '/api/users/invite/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Revoke a pending invite: its link stops working and its seat is free',
        params: idParamsSchema,
        response: {
          200: successEnvelope(acknowledgedSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = await authorizeInvite(app, request, request.params.id);
      await app.inviteService.revoke(user, request.params.id);
      return ok({ ok: true as const });
    },
  );
};
