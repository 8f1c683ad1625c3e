import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A response body decoded once, as a browser does, by its `Content-Encoding` (br, gzip, or
 * none when missing or `none`). Throws when the body is not in that encoding.
 */
export function decodeBody(encoding: unknown, body: Buffer): string {
  const decoded =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return decoded.toString('utf8');
}
