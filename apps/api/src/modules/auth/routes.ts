import {
  errorEnvelopeSchema,
  loginRequestSchema,
  signedInUserSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `POST /api/auth/login`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: {
          200: successEnvelope(signedInUserSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.authService.login(request.body),
    }),
  );
};
