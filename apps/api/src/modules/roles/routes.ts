import {
  createRoleRequestSchema,
  idParamsSchema,
  idempotentCreateHeadersSchema,
  rateChangePreviewSchema,
  roleListSchema,
  roleSchema,
  successEnvelope,
  updateRoleRequestSchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { sendIdempotentCreate } from '../idempotent-create.ts';
import { organizationWriter } from '../admin-organization.ts';
import { errorResponses, ok } from '../route-responses.ts';

/**
 * `GET /api/roles`; admins create (`POST`, retried safely with an `Idempotency-Key`), rename,
 * re-rate from a day on, and archive (`PATCH /api/roles/:id`) sales roles, and see first what a
 * re-rate would do to pending deals (`POST /api/roles/:id/preview`, nothing saved).
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      schema: {
        tags: ['roles'],
        summary:
          'Sales roles of the organization, archived ones too, with the commission percent in force today and their dated rates, by title',
        response: { 200: successEnvelope(roleListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'role.list', { kind: 'organization', organizationId: user.organizationId });
      return ok(await app.roleService.list(user.organizationId));
    },
  );

  app.post(
    '/api/roles',
    {
      schema: {
        tags: ['roles'],
        summary:
          'Create a sales role with its commission percent (admin); a retry with the same Idempotency-Key creates nothing',
        headers: idempotentCreateHeadersSchema,
        body: createRoleRequestSchema,
        response: { 201: successEnvelope(roleSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = organizationWriter(request.principal, 'role.write');
      const { organizationId } = user;
      return sendIdempotentCreate(app.unitOfWork, user, request, reply, (db) =>
        app.roleService.createIn(db, organizationId, request.body),
      );
    },
  );

  app.patch(
    '/api/roles/:id',
    {
      schema: {
        tags: ['roles'],
        summary:
          'Rename, archive or restore a sales role, or change its percent from a day on (admin); paid splits never change; 409 when someone saved it since `version`',
        params: idParamsSchema,
        body: updateRoleRequestSchema,
        response: {
          200: successEnvelope(roleSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { organizationId } = organizationWriter(request.principal, 'role.write');
      return ok(await app.roleService.update(organizationId, request.params.id, request.body));
    },
  );

  app.post(
    '/api/roles/:id/preview',
    {
      schema: {
        tags: ['roles'],
        summary:
          'What the same body sent to PATCH /api/roles/:id would do to every pending deal: how many it reprices and by how much; nothing is saved (admin)',
        params: idParamsSchema,
        body: updateRoleRequestSchema,
        response: {
          200: successEnvelope(rateChangePreviewSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      // The same check as the change itself: whoever may not make it may not preview it.
      const { organizationId } = organizationWriter(request.principal, 'role.write');
      return ok(
        await app.roleService.previewUpdate(organizationId, request.params.id, request.body),
      );
    },
  );
};
