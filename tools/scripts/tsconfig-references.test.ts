import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Tsconfig = {
  compilerOptions?: { composite?: boolean; outDir?: string };
  references?: { path: string }[];
};
const readTsconfig = (folder: string): Tsconfig =>
  JSON.parse(readFileSync(path.join(root, folder, 'tsconfig.json'), 'utf8')) as Tsconfig;

const projects = [
  'tools',
  ...['apps', 'libs'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .map((name) => `${dir}/${name}`)
      .filter((folder) => existsSync(path.join(root, folder, 'tsconfig.json'))),
  ),
];

// `npm run typecheck` is one `tsc -b` over the root's references: a project missing there is
// silently never checked, and one that is not composite cannot be referenced at all.
describe('TypeScript project references', () => {
  const referenced = (readTsconfig('.').references ?? []).map((reference) =>
    path.normalize(reference.path),
  );

  it.each(projects)('the root tsconfig references %s', (folder) => {
    expect(referenced, `add { "path": "./${folder}" } to tsconfig.json references`).toContain(
      path.normalize(folder),
    );
  });

  it.each(projects)('%s is composite and writes declarations under dist/out-tsc', (folder) => {
    const options = readTsconfig(folder).compilerOptions ?? {};
    expect(options.composite).toBe(true);
    expect(path.resolve(root, folder, options.outDir ?? '')).toBe(
      path.join(root, 'dist/out-tsc', folder),
    );
  });
});
