import { apiKeyPrefix, shareTokenHeader, type ApiKeyScope } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import { actingUserOf, type Principal, type UserPrincipal } from '../policy/principal.ts';
import { ApiError } from '../errors/api-error.ts';
import { decideApiKeyRoute } from '../policy/api-key-route.ts';
import { resolveApiKeyPrincipal } from './resolve-api-key.ts';
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
    /**
     * The one API key scope that lets a key call this route (docs/decisions/0054-api-keys.md);
     * without it every API key is refused (403) before the handler runs.
     */
    apiKey?: ApiKeyScope;
  }
}

export type AuthPluginOptions = { jwtSecret: string };

/** The API key of an `Authorization: Bearer sdk_…` header (an access token is a JWT, never so). */
function bearerApiKey(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const credential = match?.[1];
  return credential?.startsWith(apiKeyPrefix) ? credential : undefined;
}

/** The request's principal when it must be a signed-in user (a share link or an API key → 401). */
export function requireUser(principal: Principal | null): UserPrincipal {
  if (principal?.kind !== 'user') throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  return principal;
}

/**
 * Whom a request acts as: the signed-in user, or an API key's creator (only routes naming a
 * key scope let a key this far); a share link → 401. Authorize with the request's principal,
 * not with this, so the policy sees the key and its scopes.
 */
export function requireActor(principal: Principal | null): UserPrincipal {
  if (principal?.kind === 'share') {
    throw new ApiError(401, 'unauthorized', 'Sign in to continue');
  }
  return actingUserOf(principal);
}

/**
 * Establishes the principal of every request before its handler runs, deciding on the route
 * the router matched (never on the raw URL, which `/%61pi/…` or an absolute-form target
 * would slip past). Every route needs a credential unless it is marked `config: { public:
 * true }`; routes marked `config: { share: true }` also take `x-share-token` on GET. Paths no
 * route serves need one too when they lie under a server prefix, so strangers cannot tell
 * which `/api` paths exist. A share token is preferred over a bearer token on share routes:
 * a signed-in viewer of a share page sees what the link shows. An `sdk_…` bearer credential is
 * an organization API key: it passes only on routes that name one of its scopes.
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
      const apiKey = bearerApiKey(request.headers.authorization);
      if (apiKey !== undefined) {
        const key = await resolveApiKeyPrincipal(app.db.db, apiKey);
        const decision = decideApiKeyRoute(key, config.apiKey);
        if (!decision.allow) throw new ApiError(decision.status, decision.code, decision.message);
        request.principal = key;
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
