import { mailStatusSchema, successEnvelope } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** `GET /api/mail/status`: whether mail goes out, and the caller's organization's failures. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail/status',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Whether mail is sent (SMTP configured), mails waiting and those given up (admins)',
        response: { 200: successEnvelope(mailStatusSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request.principal);
      authorize(user, 'mail.read-status', {
        kind: 'organization',
        organizationId: user.organizationId,
      });
      return ok(await app.mailOutbox.status(user.organizationId));
    },
  );
};
