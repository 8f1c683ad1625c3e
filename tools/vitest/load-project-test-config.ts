import path from 'node:path';
import { loadConfigFromFile } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import { workspaceRoot } from './component-projects.mjs';

/** The `test` section of a project's vitest.config.ts as vitest resolves it (empty if none). */
export async function loadProjectTestConfig(
  dir: string,
): Promise<NonNullable<ViteUserConfig['test']>> {
  const file = path.join(workspaceRoot, dir, 'vitest.config.ts');
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, file);
  return (loaded?.config as ViteUserConfig | undefined)?.test ?? {};
}
