import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './find-import-cycles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function inMemory(sources: Partial<Record<string, string>>) {
  const files = Object.keys(sources).map((f) => path.join('/p', f));
  const read = (file: string) => sources[path.relative('/p', file)];
  return findImportCycles(files, read).map((cycle) => cycle.map((f) => path.relative('/p', f)));
}

describe('findImportCycles', () => {
  it.each([
    {
      case: 'a two-file loop',
      sources: { 'a.ts': "import { b } from './b';", 'b.ts': "import { a } from './a.ts';" },
      expected: [['a.ts', 'b.ts', 'a.ts']],
    },
    {
      case: 'a loop through an index file and a type-only import',
      sources: {
        'x/index.ts': "export * from '../y';",
        'y.ts': "import type { X } from './x';",
      },
      expected: [['x/index.ts', 'y.ts', 'x/index.ts']],
    },
    {
      case: 'a chain without a loop',
      sources: { 'a.ts': "import './b';", 'b.ts': "import 'zod';", 'c.ts': "import './a';" },
      expected: [],
    },
  ])('finds $case', ({ sources, expected }) => {
    expect(inMemory(sources)).toEqual(expected);
  });

  it('finds no cycle in any project of the workspace', () => {
    const sourceDirs = ['apps', 'libs'].flatMap((kind) =>
      readdirSync(path.join(root, kind)).map((project) => path.join(root, kind, project, 'src')),
    );
    const files = [...sourceDirs, path.join(root, 'tools')].flatMap((dir) => {
      const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => /\.tsx?$/.test(f) && !f.includes('node_modules'),
      );
      return entries.map((f) => path.join(dir, f));
    });
    expect(files.length).toBeGreaterThan(100);
    expect(findImportCycles(files)).toEqual([]);
  });
});
