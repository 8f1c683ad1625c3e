import type { MetricCardProps } from '@salesdash/ui-kit';

/**
 * The figures of the public page's previews (examples, not anyone's data): a month of a closer on the demo's scale,
 * against the month before. Fixed, so the page promises nothing it does not show.
 */
export const previewMetrics: readonly Pick<
  MetricCardProps,
  'label' | 'format' | 'current' | 'previous' | 'difference' | 'lowerIsBetter'
>[] = [
  {
    label: 'Total cash collected',
    format: 'money',
    current: 48_250.5,
    previous: 41_900,
    difference: 0.1516,
  },
  { label: 'Commission', format: 'money', current: 4_825.05, previous: 4_190, difference: 0.1516 },
  { label: 'Closed deals', format: 'count', current: 23, previous: 19, difference: 0.2105 },
  { label: 'Show rate', format: 'percent', current: 0.714, previous: 0.682, difference: 0.0469 },
  {
    label: 'No-shows',
    format: 'count',
    current: 6,
    previous: 9,
    difference: -0.3333,
    lowerIsBetter: true,
  },
  {
    label: 'Average call duration',
    format: 'seconds',
    current: 1_845,
    previous: 1_720,
    difference: 0.0727,
  },
];

/** The leaderboard preview's reps: name, cash collected this month and closed deals. */
export const previewLeaders: readonly { name: string; cash: number; deals: number }[] = [
  { name: 'Casey Closer', cash: 48_250.5, deals: 23 },
  { name: 'Morgan Lee', cash: 39_120, deals: 18 },
  { name: 'Sam Rivera', cash: 27_480, deals: 12 },
];
