import { runtimeConfigSchema } from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RuntimeConfigRoutesOptions = { apiBaseUrl: string };

/** `GET /config.json`: the web app's runtime configuration (where its API is). */
export const runtimeConfigRoutes: FastifyPluginAsyncZod<RuntimeConfigRoutesOptions> = async (
  app,
  options,
) => {
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
