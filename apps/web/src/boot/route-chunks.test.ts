import { describe, expect, it } from 'vitest';
import { routeChunks, routePathOfFile, type BuiltChunk } from './route-chunks.ts';

describe('routePathOfFile', () => {
  it.each([
    ['/w/apps/web/src/routes/index.tsx?tsr-split=component---loader', '/'],
    ['/w/apps/web/src/routes/statements/index.tsx?tsr-split=component---loader', '/statements'],
    ['/w/apps/web/src/routes/settings/people.tsx?tsr-split=component', '/settings/people'],
    [
      '/w/apps/web/src/routes/team/member/overview/$user_id.tsx?tsr-split=component---loader',
      '/team/member/overview/{user_id}',
    ],
    ['/w/apps/web/src/routes/__root.tsx?tsr-split=component', undefined],
    ['/w/apps/web/src/routes/index.tsx', undefined],
    ['/w/apps/web/src/routes/-components/layout-frame.tsx', undefined],
    ['/w/apps/web/src/routes/team/index.tsx?tsr-split=errorComponent', undefined],
  ])('%s → %s', (moduleId, path) => {
    expect(routePathOfFile(moduleId)).toBe(path);
  });
});

describe('routeChunks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
    ({ fileName, moduleIds, imports, isEntry }) satisfies BuiltChunk;
  const route = (file: string) => `/w/apps/web/src/routes/${file}?tsr-split=component---loader`;

  it('lists a page chunk with its static imports, leaving out what the entry preloads', () => {
    const chunks = [
      chunk('index.js', ['/w/apps/web/src/main.tsx'], ['framework.js'], true),
      chunk('framework.js', ['react'], []),
      chunk('team.js', [route('team/index.tsx')], ['framework.js', 'table.js']),
      chunk('table.js', ['table'], ['framework.js', 'cells.js']),
      chunk('cells.js', ['cells'], []),
      chunk('first.js', [route('index.tsx'), route('sales-overview.tsx')], ['framework.js']),
    ];
    expect(routeChunks(chunks)).toEqual({
      '/team': ['team.js', 'table.js', 'cells.js'],
      '/': ['first.js'],
      '/sales-overview': ['first.js'],
    });
  });
});
