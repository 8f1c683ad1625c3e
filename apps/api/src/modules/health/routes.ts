import {
  errorEnvelopeSchema,
  healthSchema,
  runtimeConfigSchema,
  successEnvelope,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';

export type HealthRoutesOptions = { apiBaseUrl: string };

/** `GET /health` (database reachable) and `GET /config.json` (SPA runtime config). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      try {
        await app.db.query('select 1');
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        throw new ApiError(503, 'unavailable', 'Database unavailable');
      }
      return { status: 'success' as const, data: { db: 'ok' as const } };
    },
  );

  app.get(
    '/config.json',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Runtime configuration of the web app',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { apiBaseUrl: options.apiBaseUrl };
    },
  );
};
