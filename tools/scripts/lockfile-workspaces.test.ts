import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// `npm ci` on a clean clone refuses a lockfile that misses a workspace package, while local
// runs with an existing node_modules never notice: catch it here, before CI does.
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const workspaces = ['apps', 'libs'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .map((name) => `${dir}/${name}`)
      .filter((folder) => existsSync(path.join(root, folder, 'package.json'))),
  );

  it.each(workspaces)('lists the workspace %s at its package.json version', (folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
      version?: string;
    };
    expect(lock.packages[folder], `run npm install to add ${folder} to the lockfile`).toBeDefined();
    expect(lock.packages[folder]?.version).toBe(manifest.version);
  });
});
