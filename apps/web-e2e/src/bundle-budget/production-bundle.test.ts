import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { budgetRoutes } from './budget-routes.ts';
import { chunkCycles } from './chunk-cycles.ts';
import { classicScripts } from './classic-scripts.ts';
import { gzipSize } from './gzip-size.ts';
import { routeScripts } from './route-scripts.ts';
import { expectWithinScriptBudget } from './script-budget.ts';
import type { ViteManifest } from './vite-manifest.ts';

// The production build of `nx run web:build`; this project's test target depends on it.
const webDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../dist/apps/web',
);
const manifestFile = path.join(webDist, '.vite/manifest.json');
const readIndexHtml = () => readFileSync(path.join(webDist, 'index.html'), 'utf8');

const readManifest = (): ViteManifest => {
  if (!existsSync(manifestFile)) {
    throw new Error(`No production build at ${webDist}: run \`npx nx run web:build\` first`);
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
};

describe('JavaScript budget of the production build', () => {
  it.each(budgetRoutes)('$page stays within 150 kB of gzip', ({ page, routeChunks }) => {
    const files = [
      ...classicScripts(readIndexHtml()),
      ...routeScripts(readManifest(), routeChunks),
    ];
    const scripts = files.map((file) => ({
      file,
      gzipBytes: gzipSize(readFileSync(path.join(webDist, file))),
    }));
    const total = expectWithinScriptBudget(page, scripts);
    console.info(`${page}: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.length} files`);
  });

  it('has no chunk that imports itself through others (one would read values not yet set)', () => {
    expect(chunkCycles(readManifest())).toEqual([]);
  });

  it('reads the same entry scripts as index.html references', () => {
    const html = readIndexHtml();
    const referenced = [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]);
    expect(referenced.length).toBeGreaterThan(1);
    expect(routeScripts(readManifest(), []).sort()).toEqual(referenced.sort());
  });

  it('counts the boot script index.html runs before the app', () => {
    expect(classicScripts(readIndexHtml())).toEqual([expect.stringMatching(/^assets\/boot-/)]);
  });
});
