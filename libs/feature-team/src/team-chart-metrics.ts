import type { TeamAppointmentDay, TeamProduct, TeamTransactionDay } from '@salesdash/api-contract';

type Measure =
  | { from: 'transactions'; value: (day: TeamTransactionDay) => number }
  | { from: 'appointments'; value: (day: TeamAppointmentDay) => number };

/** One figure the team chart can draw per product and day. */
export type TeamChartMetric = {
  id: 'cash' | 'transactions' | 'booked' | 'taken' | 'noShow';
  label: string;
  format: 'money' | 'count';
} & Measure;

/** The daily figures of the team analytics, cash first (the question managers ask). */
export const teamChartMetrics: readonly TeamChartMetric[] = [
  {
    id: 'cash',
    label: 'Cash collected',
    format: 'money',
    from: 'transactions',
    value: (day) => day.cash,
  },
  {
    id: 'transactions',
    label: 'Transactions',
    format: 'count',
    from: 'transactions',
    value: (day) => day.count,
  },
  {
    id: 'booked',
    label: 'Calls booked',
    format: 'count',
    from: 'appointments',
    value: (day) => day.booked,
  },
  {
    id: 'taken',
    label: 'Calls taken',
    format: 'count',
    from: 'appointments',
    value: (day) => day.taken,
  },
  {
    id: 'noShow',
    label: 'No-shows',
    format: 'count',
    from: 'appointments',
    value: (day) => day.noShow,
  },
];

/** A product's line or bars: its active days' values (the chart fills the other days with 0). */
export type TeamChartSeries = {
  id: string;
  label: string;
  points: { date: string; value: number }[];
};

/** The chart's series for `metric`: one per product, in the products' order. */
export function teamChartSeries(
  products: readonly TeamProduct[],
  metric: TeamChartMetric,
): TeamChartSeries[] {
  return products.map((product) => ({
    id: String(product.productId),
    label: product.name,
    points:
      metric.from === 'transactions'
        ? product.transactions.map((day) => ({ date: day.date, value: metric.value(day) }))
        : product.appointments.map((day) => ({ date: day.date, value: metric.value(day) })),
  }));
}
