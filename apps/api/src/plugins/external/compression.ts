import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this many bytes compressing costs more than it saves (a header or two of overhead). */
export const compressionThreshold = 1024;

/**
 * Compresses responses of 1 kB and more with brotli or gzip, whichever the client accepts
 * (brotli first). A response that already carries a Content-Encoding (a pre-compressed static
 * file) is sent as it is. Register before the routes: the hook is attached to each route as it
 * is added. Request bodies are not inflated: no client of this API compresses them, and
 * accepting them would let a small body expand past the body limit's intent.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: compressionThreshold,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
