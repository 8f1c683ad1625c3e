import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfigFromFile, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { componentProjects, workspaceRoot } from './component-projects.mjs';

type WithTest = UserConfig & { test?: { environment?: string } };

async function environmentOf(dir: string): Promise<string | undefined> {
  const file = path.join(workspaceRoot, dir, 'vitest.config.ts');
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, file);
  return (loaded?.config as WithTest | undefined)?.test?.environment;
}

describe('componentProjects', () => {
  it('lists exactly the projects whose vitest config runs in jsdom, by their Nx names', async () => {
    const withConfig = ['apps', 'libs'].flatMap((group) =>
      readdirSync(path.join(workspaceRoot, group))
        .map((name) => path.join(group, name))
        .filter((dir) => existsSync(path.join(workspaceRoot, dir, 'vitest.config.ts'))),
    );
    const jsdom: string[] = [];
    for (const dir of withConfig) if ((await environmentOf(dir)) === 'jsdom') jsdom.push(dir);
    const listed = componentProjects();
    expect(listed.map(({ dir }) => dir).sort()).toEqual(jsdom.sort());
    expect(listed.length).toBeGreaterThan(10);
    for (const { name, dir } of listed) expect(name).toBe(path.basename(dir));
  });
});
