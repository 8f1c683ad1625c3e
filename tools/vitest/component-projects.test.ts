import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentProjects, projectsWithTestConfig } from './component-projects.mjs';
import { loadProjectTestConfig } from './load-project-test-config.ts';

describe('componentProjects', () => {
  it('lists exactly the projects whose vitest config runs in jsdom, by their Nx names', async () => {
    const jsdom: string[] = [];
    for (const dir of projectsWithTestConfig()) {
      if ((await loadProjectTestConfig(dir)).environment === 'jsdom') jsdom.push(dir);
    }
    const listed = componentProjects();
    expect(listed.map(({ dir }) => dir)).toEqual(jsdom);
    expect(listed.length).toBeGreaterThan(10);
    for (const { name, dir } of listed) expect(name).toBe(path.basename(dir));
  });
});
