import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './not-found.ts';

/** Paths the SPA never owns: unknown ones answer the 404 envelope, not index.html. */
const serverPrefixes = ['/api', '/socket.io', '/docs', '/openapi.json', '/health', '/config.json'];
const assetLike =
  /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf)$/i;

function ownedByServer(pathname: string): boolean {
  return serverPrefixes.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  );
}

/** True when a path should fall back to index.html (history routing). */
export function isSpaFallbackPath(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (ownedByServer(pathname)) return false;
  return !pathname.startsWith('/assets/') && !assetLike.test(pathname);
}

/**
 * Serves the built SPA from `webDist` when it exists: hashed `/assets/*` are immutable,
 * index.html and the build manifest are revalidated on every load, and any other non-server
 * GET path falls back to index.html. Also owns the not-found handler for the whole server.
 */
export const spaStaticPlugin = fp<{ webDist: string }>(
  async (app, options) => {
    const root = path.resolve(options.webDist);
    const enabled = existsSync(path.join(root, 'index.html'));
    if (enabled) {
      const assetsDir = path.join(root, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        cacheControl: false,
        etag: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.debug({ webDist: root }, 'no built web app; SPA serving is off');
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (enabled && isSpaFallbackPath(request.method, pathname)) {
        return reply.status(200).sendFile('index.html');
      }
      return sendNotFound(request, reply);
    });
  },
  { name: 'spa-static' },
);
