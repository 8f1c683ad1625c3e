import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error.ts';

/**
 * A generous global limit per client address; stricter per-route limits (login, invites)
 * are added by the routes that need them.
 */
export const rateLimitPlugin = fp<{ max: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new ApiError(429, 'too-many-requests', `Too many requests, retry in ${context.after}`),
          { retryAfter: Math.ceil(context.ttl / 1000) },
        ),
    });
  },
  { name: 'rate-limit' },
);
