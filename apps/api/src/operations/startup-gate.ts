import fp from 'fastify-plugin';
import { sendUnavailable } from './unavailable-answer.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Answered while the server migrates (`/health/live`, `/health/ready`); needs no table. */
    servedWhileStarting?: boolean;
  }
}

/**
 * While the server starts (it listens before it migrates, operations/start-server.ts), every
 * request but the probes gets 503 with `Retry-After` at once: the tables it would read may not
 * exist yet, and a client that waits or sees a 500 learns nothing. Its hook must run before
 * any hook that reads the database (auth, the rate limit's sign-in counts).
 */
export const startupGatePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (app.readiness.phase() !== 'starting') return;
      if (request.routeOptions.config.servedWhileStarting === true) return;
      return sendUnavailable(reply, 'The server is starting; try again in a few seconds');
    });
  },
  { name: 'startup-gate' },
);
