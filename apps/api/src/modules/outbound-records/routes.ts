import {
  logOutboundRequestSchema,
  outboundRecordRowSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `POST /api/outbound-records`: log a message one sent or a call one made. */
export const outboundRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/outbound-records',
    {
      schema: {
        tags: ['outbound-records'],
        summary: 'Log a message sent or a call made by the caller',
        body: logOutboundRequestSchema,
        response: {
          201: successEnvelope(outboundRecordRowSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.principal);
      authorize(user, 'outbound.log', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      const row = await app.outboundRecordService.log(
        user.organizationId,
        user.userId,
        request.body,
      );
      return reply.code(201).send(ok(row));
    },
  );
};
