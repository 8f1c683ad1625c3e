// Which Nx projects are component projects (their vitest config says `environment: 'jsdom'`):
// `npm test` runs all of them in one vitest process (components.config.ts) instead of one
// process each, and leaves them out of `nx run-many -t test` (docs/development.md, "How long
// CI takes"). Plain JavaScript so that tools/scripts/test.mjs can read it without a loader.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every project directory under apps/ and libs/ that has a vitest.config.ts, sorted, relative
 * to the workspace root.
 * @param root - the workspace root (this repository unless given)
 */
export function projectsWithTestConfig(root = workspaceRoot) {
  return ['apps', 'libs'].flatMap((group) =>
    readdirSync(path.join(root, group))
      .sort()
      .map((name) => path.join(group, name))
      .filter((dir) => existsSync(path.join(root, dir, 'vitest.config.ts'))),
  );
}

/**
 * Every project under apps/ and libs/ whose vitest.config.ts runs its tests in jsdom, sorted by
 * directory: its Nx name (project.json) and its directory relative to the workspace root.
 * @param root - the workspace root (this repository unless given)
 */
export function componentProjects(root = workspaceRoot) {
  return projectsWithTestConfig(root)
    .filter((dir) =>
      /environment: 'jsdom'/.test(readFileSync(path.join(root, dir, 'vitest.config.ts'), 'utf8')),
    )
    .map((dir) => ({
      name: JSON.parse(readFileSync(path.join(root, dir, 'project.json'), 'utf8')).name,
      dir,
    }));
}
