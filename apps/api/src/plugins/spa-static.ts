import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './not-found.ts';
import { registerPublic } from './public-routes.ts';
import { ownedByServer, requestPathname } from './server-paths.ts';

const assetLike =
  /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf)$/i;

/** True when a path should fall back to index.html (history routing). */
export function isSpaFallbackPath(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (ownedByServer(pathname)) return false;
  return !pathname.startsWith('/assets/') && !assetLike.test(pathname);
}

/**
 * Serves the built SPA from `webDist` when it exists: hashed `/assets/*` are immutable,
 * index.html and the build manifest are revalidated on every load, and any other non-server
 * GET path falls back to index.html. The build's brotli and gzip siblings (`x.js.br`,
 * `x.js.gz`) are sent as they are to a browser that accepts them, index.html included, with
 * `Vary: Accept-Encoding`. Also owns the not-found handler for the whole server.
 */
export const spaStaticPlugin = fp<{ webDist: string }>(
  async (app, options) => {
    const root = path.resolve(options.webDist);
    const enabled = existsSync(path.join(root, 'index.html'));
    const assetsDir = path.join(root, 'assets') + path.sep;
    const notFoundHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (enabled && isSpaFallbackPath(request.method, requestPathname(request.url))) {
        return reply.status(200).sendFile('index.html');
      }
      return sendNotFound(request, reply);
    };
    if (!enabled) {
      app.log.debug({ webDist: root }, 'no built web app; SPA serving is off');
      app.setNotFoundHandler(notFoundHandler);
      return;
    }
    // The built files are public; the not-found handler shares their context for `sendFile`.
    await registerPublic(
      app,
      fastifyStatic,
      {
        root,
        wildcard: false,
        cacheControl: false,
        etag: true,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
      (context) => context.setNotFoundHandler(notFoundHandler),
    );
  },
  { name: 'spa-static' },
);
