import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of a route plugin as one that may carry a secret shown once (a share
 * link's token, an API key): never cached anywhere, never sent on as a referrer.
 */
export function answerWithoutStoring(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });
}
