import type { MetricBoardGroup } from './metric-board.tsx';

type Example = { label: string; format: MetricBoardGroup['cards'][number]['format'] };

const groups: readonly { title: string; cards: readonly Example[] }[] = [
  {
    title: 'Cash',
    cards: [
      { label: 'Total cash collected', format: 'money' },
      { label: 'New cash', format: 'money' },
      { label: 'Payment plans', format: 'money' },
      { label: 'Revenue', format: 'money' },
      { label: 'Commission', format: 'money' },
      { label: 'Closed deals', format: 'count' },
    ],
  },
  {
    title: 'Appointments',
    cards: [
      { label: 'Total calls', format: 'count' },
      { label: 'Taken calls', format: 'count' },
      { label: 'Show rate', format: 'percent' },
      { label: 'No-show calls', format: 'count' },
      { label: 'Cancelled calls', format: 'count' },
      { label: 'Not updated', format: 'count' },
    ],
  },
  {
    title: 'Close rates',
    cards: [
      { label: 'Close rate (total)', format: 'percent' },
      { label: 'Close rate (taken)', format: 'percent' },
      { label: 'Collected per booking', format: 'money' },
      { label: 'Collected per taken call', format: 'money' },
    ],
  },
  {
    title: 'Outbound',
    cards: [
      { label: 'Messages sent', format: 'count' },
      { label: 'Calls made', format: 'count' },
      { label: 'Calls answered', format: 'count' },
      { label: 'Average call duration', format: 'seconds' },
    ],
  },
];

// Two figures the tests look for, as the dashboards format them.
const pinned: Readonly<Record<string, number>> = {
  'Total cash collected': 24_650.5,
  'Show rate': 0.7,
};

/**
 * Stories' and tests' board: four groups of twenty cards with round, readable figures by kind
 * (money in thousands, rates under 1, counts in tens), each explained; `figures: false` gives
 * the cards without figures, as while loading.
 */
export function metricBoardExample({ figures = true } = {}): MetricBoardGroup[] {
  let index = 0;
  return groups.map(({ title, cards }) => ({
    title,
    cards: cards.map(({ label, format }) => {
      index += 1;
      const current =
        pinned[label] ??
        (format === 'percent'
          ? 0.05 * (index % 9) + 0.2
          : 10 * index + (index % 3 === 0 ? 0.5 : 0));
      const previous = current * 0.9;
      return {
        label,
        format,
        ...(figures ? { current, previous, difference: (current - previous) / previous } : {}),
        lowerIsBetter: label === 'No-show calls' || label === 'Cancelled calls',
        explanation: `${label} = what the range counted`,
      };
    }),
  }));
}
