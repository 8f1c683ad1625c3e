import type { ViteManifest } from './vite-manifest.ts';

/**
 * Each chain of static imports that leads from a chunk back to itself, as its files joined by
 * " → ". Such a chunk can run before a chunk it imports has run, so a value that chunk defines
 * is still undefined when read: a chunk group in apps/web/vite.config.ts that holds one module
 * but not another it imports, while a third module takes the other way, makes one.
 * @param manifest - the build's `.vite/manifest.json`
 */
export function chunkCycles(manifest: ViteManifest): string[] {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const next = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    next.set(chunk.file, (chunk.imports ?? []).map(fileOf));
  }
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const seenAt = path.indexOf(file);
    if (seenAt >= 0) {
      cycles.add([...path.slice(seenAt), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const imported of next.get(file) ?? []) visit(imported, [...path, file]);
    done.add(file);
  };
  for (const file of next.keys()) visit(file, []);
  return [...cycles];
}
