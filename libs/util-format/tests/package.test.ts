import { expect, it } from 'vitest';
import { describePackedLib } from '../../../tools/vitest/package-test.ts';

describePackedLib('libs/util-format', (pkg) => {
  it('depends on nothing: formatting is Intl', () => {
    expect(pkg.manifest).not.toHaveProperty('dependencies');
    expect(pkg.manifest).not.toHaveProperty('peerDependencies');
  });

  it('formats by the product’s rules when imported from plain Node', () => {
    const results = pkg.runNode(`import * as format from '@salesdash/util-format';
      console.log(JSON.stringify({
        exports: Object.keys(format).sort(),
        money: [format.formatMoney(1234.5), format.formatMoney(-12)],
        percent: [format.formatPercent(0.125), format.formatPercent(null)],
        difference: [format.formatDifference(0.125), format.formatDifference(-0.03), format.formatDifference(null), format.formatDifference(null, 3)],
        count: format.formatCount(12345),
        duration: format.formatDuration(245),
        month: format.formatMonthLabel('2026-03'),
        day: format.formatDay('2026-11-20'),
        readable: format.readableDates('collected on 2026-03-04'),
        ago: format.formatTimeAgo('2026-11-23T09:30:00Z', Date.parse('2026-11-23T12:00:00Z')),
      }));`);
    expect(results).toEqual({
      exports: [
        'formatCount',
        'formatDateTime',
        'formatDay',
        'formatDifference',
        'formatDuration',
        'formatMoney',
        'formatMonthLabel',
        'formatPercent',
        'formatTimeAgo',
        'placeholder',
        'readableDates',
        'shortMonthNames',
      ],
      money: ['$1,234.50', '-$12.00'],
      percent: ['12.5%', '—'],
      difference: ['+12.5%', '\u22123.0%', '—', 'new'],
      count: '12,345',
      duration: '4m 05s',
      month: '2026 Mar',
      day: 'Nov 20, 2026',
      readable: 'collected on Mar 4, 2026',
      ago: '2 hours ago',
    });
  });
});
