import type { RedirectRule } from '@salesdash/api-contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { redirects } from '../../db/schema/index.ts';

export type RedirectService = {
  /** The rule for an exact path, or null. */
  lookup(path: string): Promise<RedirectRule | null>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    redirectService: RedirectService;
  }
}

/** Creates the redirect-rule lookup. */
export function createRedirectService(database: Database): RedirectService {
  return {
    async lookup(path) {
      const [row] = await database.db
        .select({ to: redirects.toPath, external: redirects.isExternal })
        .from(redirects)
        .where(eq(redirects.fromPath, path))
        .limit(1);
      return row ?? null;
    },
  };
}

/** Decorates `redirectService`. */
export const redirectServicePlugin = fp(
  async (app) => {
    app.decorate('redirectService', createRedirectService(app.db));
  },
  { name: 'redirect-service', dependencies: ['db'] },
);
