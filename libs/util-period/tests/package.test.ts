import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/util-period', (pkg) => {
  it('leaves luxon (and its types) to the host app', () => {
    expect(pkg.manifest.peerDependencies).toEqual({ luxon: '^3.7.0', '@types/luxon': '^3.7.0' });
    expect(pkg.manifest.peerDependenciesMeta).toEqual({ '@types/luxon': { optional: true } });
    expect(pkg.manifest).not.toHaveProperty('dependencies');
  });

  it('gives the product’s results when imported from plain Node', () => {
    const results = pkg.runNode(`import * as period from '@salesdash/util-period';
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
        dayList: period.daysOfRange({ startDate: '2024-02-28', endDate: '2024-03-01' }),
        error,
        month: period.currentMonthRange(DateTime.fromISO('2024-02-10T12:00:00Z')),
        fresh: period.isSavedRangeFresh(Date.now() - 60000, 'current'),
      }));`);
    expect(results).toEqual({
      exports: [
        'currentMonthRange',
        'currentPeriodOf',
        'daysInRange',
        'daysOfRange',
        'defaultPeriodSettings',
        'formatIsoDate',
        'isCurrentPeriod',
        'isIsoDate',
        'isSavedRangeFresh',
        'monthOptions',
        'parseIsoDate',
        'periodLabel',
        'periodRange',
        'previousRange',
        'quarterOptions',
        'savedRangeValidityMinutes',
        'weekHolding',
        'weekOptions',
        'weeksInMonth',
        'withMode',
        'yearOptions',
      ],
      range: { startDate: '1999-12-27', endDate: '2000-01-02', weekBacktracked: true },
      range2024: { startDate: '2024-01-01', endDate: '2024-01-07', weekBacktracked: false },
      label: 'Week 1: Dec 27 - Jan 2, 2000',
      previous: { startDate: '2024-02-05', endDate: '2024-02-29' },
      days: 29,
      dayList: ['2024-02-28', '2024-02-29', '2024-03-01'],
      error: 'Invalid ISO 8601 date: "2026-02-30"',
      month: { startDate: '2024-02-01', endDate: '2024-02-29' },
      fresh: true,
    });
  });

  it('stays under 3 kB gzip without luxon', async () => {
    const bundle = await build({
      entryPoints: [path.join(pkg.dir, 'index.js')],
      bundle: true,
      format: 'esm',
      minify: true,
      external: ['luxon'],
      platform: 'neutral',
      write: false,
    });
    const gzipBytes = gzipSync(bundle.outputFiles[0]?.contents ?? new Uint8Array(), {
      level: 9,
    }).length;
    expect(gzipBytes).toBeGreaterThan(500);
    expect(gzipBytes).toBeLessThan(3 * 1024);
  });
});
