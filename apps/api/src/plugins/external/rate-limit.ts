import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors/api-error.ts';
import { bearerClaims } from '../bearer-claims.ts';
import { addressBucket } from './address-bucket.ts';

/**
 * Whose budget a request spends: a signed-in person's own (a sales floor behind one NAT
 * address is many people), anyone else's address. Only a token whose signature verifies names
 * a person, so a forged or garbage token cannot open a fresh bucket: it counts against its
 * address like any anonymous request.
 */
export async function rateLimitKey(request: FastifyRequest, jwtSecret: string): Promise<string> {
  const claims = await bearerClaims(request, jwtSecret);
  return claims ? `user:${claims.sub}` : `address:${addressBucket(request.ip)}`;
}

export type RateLimitPluginOptions = { max: number; jwtSecret: string };

/**
 * A generous global limit per signed-in user or, for everyone else, per client address.
 * It runs as the first onRequest hook of every request (404s included), before the auth
 * plugin reads the database; stricter per-route limits (sign-in, resets) are the routes' own.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      max: options.max,
      timeWindow: '1 minute',
      keyGenerator: (request) => rateLimitKey(request, options.jwtSecret),
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new ApiError(429, 'too-many-requests', `Too many requests, retry in ${context.after}`),
          { retryAfter: Math.ceil(context.ttl / 1000) },
        ),
    });
    app.addHook('onRequest', app.rateLimit());
  },
  { name: 'rate-limit' },
);
