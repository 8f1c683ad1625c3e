import type { AccessTokenClaims } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../modules/auth/access-token.ts';
import { ApiError } from './api-error.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Claims of the verified access token; null on public routes without a token. */
    user: AccessTokenClaims | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Skips the bearer-token check for this `/api` route. */
    public?: boolean;
  }
}

export type AuthPluginOptions = { jwtSecret: string };

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Verifies `Authorization: Bearer <jwt>` on every `/api` request — before routing, so unknown
 * paths answer 401 to strangers too — except on routes marked `config: { public: true }`.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      // CORS preflights carry no credentials by design; @fastify/cors answers them.
      if (request.method === 'OPTIONS') return;
      if (!isApiPath(request.url) || request.routeOptions.config.public === true) return;
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match?.[1] ? await verifyAccessToken(match[1], options.jwtSecret) : null;
      if (!claims) {
        throw new ApiError(401, 'unauthorized', 'Missing, invalid or expired access token');
      }
      request.user = claims;
    });
  },
  { name: 'auth' },
);
