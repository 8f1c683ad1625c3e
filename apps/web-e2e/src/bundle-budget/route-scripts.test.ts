import { describe, expect, it } from 'vitest';
import { routeScripts } from './route-scripts.ts';
import type { ViteManifest } from './vite-manifest.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js', '_framework-3.js'],
    dynamicImports: ['src/routes/login.tsx?tsr-split=component', 'src/routes/team.tsx'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_framework-3.js': { file: 'assets/framework-3.js', imports: ['_react-2.js'] },
  '_styles.css': { file: 'assets/index-9.css' },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-4.js',
    imports: ['_button-5.js', 'index.html', '_styles.css'],
    dynamicImports: ['src/dialog.tsx'],
  },
  '_button-5.js': { file: 'assets/button-5.js', imports: ['_react-2.js'] },
  'src/dialog.tsx': { file: 'assets/dialog-6.js' },
  'src/routes/team.tsx': { file: 'assets/team-7.js', imports: ['_table-8.js'] },
  '_overview-first-10.js': {
    file: 'assets/overview-first-10.js',
    name: 'overview-first',
    imports: ['_framework-3.js'],
  },
  '_table-8.js': { file: 'assets/table-8.js' },
};

describe('routeScripts', () => {
  it('counts the entry, its static imports and the route chunk with its static imports', () => {
    expect(routeScripts(manifest, ['src/routes/login.tsx?tsr-split=component']).sort()).toEqual([
      'assets/button-5.js',
      'assets/framework-3.js',
      'assets/index-1.js',
      'assets/login-4.js',
      'assets/react-2.js',
    ]);
  });

  it('leaves out other routes, dialogs loaded on demand and CSS', () => {
    const files = routeScripts(manifest, ['src/routes/login.tsx?tsr-split=component']);
    expect(files).not.toContain('assets/team-7.js');
    expect(files).not.toContain('assets/table-8.js');
    expect(files).not.toContain('assets/dialog-6.js');
    expect(files).not.toContain('assets/index-9.css');
  });

  it('fails on a route chunk the build does not have', () => {
    expect(() => routeScripts(manifest, ['src/routes/renamed.tsx?tsr-split=component'])).toThrow(
      'The build manifest has no chunk "src/routes/renamed.tsx?tsr-split=component"',
    );
  });

  it('finds a route that rides in a chunk group by the group’s name', () => {
    expect(routeScripts(manifest, ['group:overview-first']).sort()).toEqual([
      'assets/framework-3.js',
      'assets/index-1.js',
      'assets/overview-first-10.js',
      'assets/react-2.js',
    ]);
    expect(() => routeScripts(manifest, ['group:renamed'])).toThrow(
      'The build manifest has no chunk group "renamed"',
    );
  });
});
