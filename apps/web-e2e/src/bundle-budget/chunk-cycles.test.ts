import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles.ts';
import type { ViteManifest } from './vite-manifest.ts';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

describe('chunkCycles', () => {
  it.each<[string, ViteManifest, string[]]>([
    ['a tree', { a: chunk('a.js', ['b', 'c']), b: chunk('b.js', ['c']), c: chunk('c.js') }, []],
    [
      'two chunks importing each other',
      { a: chunk('a.js', ['b']), b: chunk('b.js', ['a']) },
      ['a.js → b.js → a.js'],
    ],
    [
      'a longer way round, entered from outside it',
      {
        entry: chunk('entry.js', ['x']),
        x: chunk('x.js', ['y']),
        y: chunk('y.js', ['z']),
        z: chunk('z.js', ['x']),
      },
      ['x.js → y.js → z.js → x.js'],
    ],
  ])('%s', (_label, manifest, expected) => {
    expect(chunkCycles(manifest)).toEqual(expected);
  });
});
