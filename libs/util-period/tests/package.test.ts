import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Builds into a temp folder (never dist/, which a parallel `build` target may be writing), packs
// it with npm, installs the tarball beside luxon and imports it from a plain Node script.
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const buildScript = path.join(workspaceRoot, 'tools/scripts/build-lib-package.mjs');
const temp = mkdtempSync(path.join(tmpdir(), 'util-period-pack-'));
const distDir = path.join(temp, 'dist');
const appDir = path.join(temp, 'app');
let packedFiles: string[] = [];

const runNode = (script: string): unknown => {
  writeFileSync(path.join(appDir, 'check.mjs'), script);
  return JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: appDir, encoding: 'utf8' }));
};

beforeAll(() => {
  const output = execFileSync(
    process.execPath,
    [buildScript, 'libs/util-period', '--out', distDir, '--install-into', appDir],
    {
      cwd: workspaceRoot,
      encoding: 'utf8',
    },
  );
  packedFiles = (JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { files: string[] }).files;
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the packed @salesdash/util-period', () => {
  it('ships ESM, declarations, README and a publishable package.json, and no tests', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'index.js', 'index.d.ts', 'period-range.js']),
    );
    expect(packedFiles.filter((file) => file.includes('.test.'))).toEqual([]);
    const manifest = runNode(`import { readFileSync } from 'node:fs';
      console.log(readFileSync('node_modules/@salesdash/util-period/package.json', 'utf8'));`);
    expect(manifest).toMatchObject({
      name: '@salesdash/util-period',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      type: 'module',
      types: './index.d.ts',
      exports: { '.': { types: './index.d.ts', import: './index.js' } },
      files: expect.any(Array),
      sideEffects: false,
      peerDependencies: { luxon: expect.stringMatching(/^\^3\./) },
    });
    expect(manifest).not.toHaveProperty('dependencies');
  });

  it('gives the spec results when imported from plain Node', () => {
    const results = runNode(`import * as period from '@salesdash/util-period';
      const { DateTime } = await import('luxon');
      const weekly = { mode: 'weekly', year: 2000, month: 1, week: 1, quarter: 1 };
      let error;
      try { period.parseIsoDate('2026-02-30'); } catch (caught) { error = caught.message; }
      console.log(JSON.stringify({
        exports: Object.keys(period).sort(),
        range: period.periodRange(weekly),
        range2024: period.periodRange({ ...weekly, year: 2024 }),
        label: period.periodLabel(weekly),
        previous: period.previousRange({ startDate: '2024-03-05', endDate: '2024-03-31' }),
        days: period.daysInRange({ startDate: '2024-02-01', endDate: '2024-02-29' }),
        error,
        month: period.currentMonthRange(DateTime.fromISO('2024-02-10T12:00:00Z')),
        fresh: period.isSavedRangeFresh(Date.now() - 60000, 'current'),
      }));`);
    expect(results).toEqual({
      exports: [
        'currentMonthRange',
        'daysInRange',
        'defaultPeriodSettings',
        'formatIsoDate',
        'isSavedRangeFresh',
        'monthOptions',
        'parseIsoDate',
        'periodLabel',
        'periodRange',
        'previousRange',
        'quarterOptions',
        'savedRangeValidityMinutes',
        'weekOptions',
        'withMode',
        'yearOptions',
      ],
      range: { startDate: '1999-12-27', endDate: '2000-01-02', weekBacktracked: true },
      range2024: { startDate: '2024-01-01', endDate: '2024-01-07', weekBacktracked: false },
      label: 'Week 1: Dec 27 - Jan 2, 2000',
      previous: { startDate: '2024-02-05', endDate: '2024-02-29' },
      days: 29,
      error: 'Invalid ISO 8601 date: "2026-02-30"',
      month: { startDate: '2024-02-01', endDate: '2024-02-29' },
      fresh: true,
    });
  });

  it('type-checks in a strict NodeNext consumer', () => {
    writeFileSync(
      path.join(appDir, 'consumer.ts'),
      `import { periodRange, type PeriodSettings } from '@salesdash/util-period';
       const settings: PeriodSettings = { mode: 'weekly', year: 2000, month: 1, week: 1, quarter: 1 };
       const flag: boolean = periodRange(settings).weekBacktracked;
       // @ts-expect-error an unknown mode is a type error
       periodRange({ ...settings, mode: 'yearly' });
       export { flag };\n`,
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
      '--types',
      'luxon',
      'consumer.ts',
    ];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { cwd: appDir, encoding: 'utf8' })).not.toThrow();
  });

  it('stays under 3 kB gzip without luxon', async () => {
    const bundle = await build({
      entryPoints: [path.join(distDir, 'index.js')],
      bundle: true,
      format: 'esm',
      minify: true,
      external: ['luxon'],
      platform: 'neutral',
      write: false,
    });
    const gzipBytes = gzipSync(bundle.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
    expect(gzipBytes).toBeGreaterThan(500);
    expect(gzipBytes).toBeLessThan(3 * 1024);
  });
});
