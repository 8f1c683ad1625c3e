import type { ViteManifest } from './vite-manifest.ts';

/**
 * The JavaScript files a route loads: the page's entry (index.html's module script and the
 * chunks it imports statically, which Vite also lists as modulepreload links) and the route's
 * own lazily loaded chunks with everything they import statically.
 * @param manifest - `dist/apps/web/.vite/manifest.json`
 * @param routeChunks - manifest keys of the route's split chunks, e.g.
 *   `src/routes/login.tsx?tsr-split=component`, or `group:<name>` for a chunk group of
 *   apps/web/vite.config.ts that holds the route's module (its manifest key is the chunk's)
 * @returns the built files (`assets/….js`), each once
 * @throws when a key is not in the manifest (a renamed route would otherwise count as free)
 */
export function routeScripts(manifest: ViteManifest, routeChunks: readonly string[]): string[] {
  const keyOf = (chunk: string) => {
    if (!chunk.startsWith('group:')) return chunk;
    const name = chunk.slice('group:'.length);
    const found = Object.entries(manifest).find(([, entry]) => entry.name === name);
    if (!found) throw new Error(`The build manifest has no chunk group "${name}"`);
    return found[0];
  };
  const seen = new Set<string>();
  const pending = ['index.html', ...routeChunks.map(keyOf)];
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]?.file ?? '');
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}
