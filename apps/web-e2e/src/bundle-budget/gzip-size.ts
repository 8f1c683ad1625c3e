import { gzipSync } from 'node:zlib';

/** Bytes after gzip at its default level, as a server or `vite build` would report them. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content).length;
}
