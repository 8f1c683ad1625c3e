/** What the build knows of one output chunk (Rollup's `OutputChunk`, as far as this needs). */
export type BuiltChunk = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
};

/**
 * The route-table path a route file serves: `routes/team/member/overview/$user_id.tsx` →
 * `/team/member/overview/{user_id}`, `routes/statements/index.tsx` → `/statements`.
 * @returns undefined for what is no route's page (the root route, a module of a route folder)
 */
export function routePathOfFile(moduleId: string): string | undefined {
  const file = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component/.exec(moduleId)?.[1];
  if (!file || file.startsWith('__root')) return undefined;
  const segments = file
    .split(/[\\/]/)
    .filter((segment) => segment !== 'index')
    .map((segment) => segment.replace(/^\$(\w+)$/, '{$1}'));
  return `/${segments.join('/')}`;
}

/**
 * For each route, the chunks its page needs that the entry does not already preload: the chunk
 * holding its split component and loader, and everything that chunk imports statically. The boot
 * script preloads them beside the entry, so the page's code downloads while the framework does
 * instead of after it has run (docs/decisions/0071-first-paint-before-javascript.md).
 * @returns route-table path → files (`assets/….js`)
 */
export function routeChunks(chunks: readonly BuiltChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const preloaded = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
  );
  const map: Record<string, string[]> = {};
  for (const chunk of chunks) {
    for (const moduleId of chunk.moduleIds) {
      const path = routePathOfFile(moduleId);
      if (!path) continue;
      map[path] = [...closure(chunk.fileName)].filter((file) => !preloaded.has(file));
    }
  }
  return map;
}
