import { shareTokenHeader } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Principal, UserPrincipal } from '../policy/principal.ts';
import { ApiError } from '../errors/api-error.ts';
import { bearerClaims } from './bearer-claims.ts';
import { createPersonLookup } from './person-lookup.ts';
import { resolveSharePrincipal, resolveUserPrincipal } from './resolve-principal.ts';
import { ownedByServer, requestPathname } from './server-paths.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Who makes the request: a signed-in user or a share link; null on public routes. */
    principal: Principal | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Skips the credential check for this route; every other route needs one. */
    public?: boolean;
    /** A read-only route that also accepts an `x-share-token` instead of a bearer token. */
    share?: boolean;
  }
}

export type AuthPluginOptions = { jwtSecret: string };

/** The request's principal when it must be a signed-in user (any share token → 401). */
export function requireUser(principal: Principal | null): UserPrincipal {
  if (principal?.kind !== 'user') throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  return principal;
}

/**
 * Establishes the principal of every request before its handler runs, deciding on the route
 * the router matched (never on the raw URL, which `/%61pi/…` or an absolute-form target
 * would slip past). Every route needs a credential unless it is marked `config: { public:
 * true }`; routes marked `config: { share: true }` also take `x-share-token` on GET. Paths no
 * route serves need one too when they lie under a server prefix, so strangers cannot tell
 * which `/api` paths exist. A share token is preferred over a bearer token on share routes:
 * a signed-in viewer of a share page sees what the link shows.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorateRequest('principal', null);
    const people = await createPersonLookup(app.db);
    app.addHook('onClose', async () => {
      await people.close();
    });
    app.addHook('onRequest', async (request) => {
      // CORS preflights carry no credentials by design; @fastify/cors answers them.
      if (request.method === 'OPTIONS') return;
      const { config } = request.routeOptions;
      if (request.is404 ? !ownedByServer(requestPathname(request.url)) : config.public === true) {
        return;
      }
      const shareToken = request.headers[shareTokenHeader];
      if (config.share === true && typeof shareToken === 'string' && shareToken !== '') {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          throw new ApiError(403, 'forbidden', 'Share links are read-only');
        }
        request.principal = await resolveSharePrincipal(app.db.db, shareToken);
        return;
      }
      const claims = await bearerClaims(request, options.jwtSecret);
      if (!claims) {
        throw new ApiError(401, 'unauthorized', 'Missing, invalid or expired access token');
      }
      request.principal = await resolveUserPrincipal(people, claims);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
