import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Builds into a temp folder (never dist/, which a parallel `build` target may be writing), packs
// it with npm, installs the tarball and imports it from a plain Node script.
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const buildScript = path.join(workspaceRoot, 'tools/scripts/build-lib-package.mjs');
const temp = mkdtempSync(path.join(tmpdir(), 'util-format-pack-'));
const appDir = path.join(temp, 'app');
let packedFiles: string[] = [];

const runNode = (script: string): unknown => {
  writeFileSync(path.join(appDir, 'check.mjs'), script);
  return JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: appDir, encoding: 'utf8' }));
};

beforeAll(() => {
  const args = [buildScript, 'libs/util-format', '--out', path.join(temp, 'dist'), '--install-into', appDir];
  const output = execFileSync(process.execPath, args, { cwd: workspaceRoot, encoding: 'utf8' });
  packedFiles = (JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { files: string[] }).files;
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the packed @salesdash/util-format', () => {
  it('ships ESM, declarations, README and a publishable package.json without dependencies', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['package.json', 'README.md', 'index.js', 'index.d.ts']));
    expect(packedFiles.filter((file) => file.includes('.test.'))).toEqual([]);
    const manifest = runNode(`import { readFileSync } from 'node:fs';
      console.log(readFileSync('node_modules/@salesdash/util-format/package.json', 'utf8'));`);
    expect(manifest).toMatchObject({
      name: '@salesdash/util-format',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      type: 'module',
      types: './index.d.ts',
      exports: { '.': { types: './index.d.ts', import: './index.js' } },
      files: expect.any(Array),
      sideEffects: false,
    });
    expect(manifest).not.toHaveProperty('dependencies');
    expect(manifest).not.toHaveProperty('peerDependencies');
  });

  it('formats like the spec when imported from plain Node', () => {
    const results = runNode(`import * as format from '@salesdash/util-format';
      console.log(JSON.stringify({
        exports: Object.keys(format).sort(),
        money: [format.formatMoney(1234.5), format.formatMoney(-12)],
        percent: [format.formatPercent(0.125), format.formatPercent(null)],
        difference: [format.formatDifference(0.125), format.formatDifference(-0.03), format.formatDifference(null), format.formatDifference(null, 3)],
        count: format.formatCount(12345),
        duration: format.formatDuration(245),
        month: format.formatMonthLabel('2026-03'),
      }));`);
    expect(results).toEqual({
      exports: [
        'formatCount',
        'formatDifference',
        'formatDuration',
        'formatMoney',
        'formatMonthLabel',
        'formatPercent',
        'placeholder',
      ],
      money: ['$1,234.50', '-$12.00'],
      percent: ['12.5%', '—'],
      difference: ['+12.5%', '\u22123.0%', '—', 'new'],
      count: '12,345',
      duration: '4m 05s',
      month: '2026 Mar',
    });
  });

  it('type-checks in a strict NodeNext consumer', () => {
    writeFileSync(
      path.join(appDir, 'consumer.ts'),
      `import { formatMoney, formatDifference } from '@salesdash/util-format';
       const text: string = formatMoney(12) + formatDifference(null, 3);
       // @ts-expect-error money takes a number, not a string
       formatMoney('12');
       export { text };\n`,
    );
    const tsc = path.join(workspaceRoot, 'node_modules/typescript/bin/tsc');
    const args = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2022',
      'consumer.ts',
    ];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { cwd: appDir, encoding: 'utf8' })).not.toThrow();
  });
});
