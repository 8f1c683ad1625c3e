import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card.tsx';
import { SeriesChart } from './series-chart.tsx';
import type { ChartSeries } from './series-data.ts';

const november = Array.from(
  { length: 30 },
  (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
);
const products = [
  'Solar Panels',
  'Home Battery',
  'Roofing',
  'HVAC',
  'Heat Pump',
  'EV Charger',
  'Water Heater',
  'Windows',
];

/** Made-up but stable sales: a weekly rhythm, some days without a sale (no point). */
function sales(count: number, scale: number): ChartSeries[] {
  return products.slice(0, count).map((label, productIndex) => ({
    id: label.toLowerCase().replace(/ /g, '-'),
    label,
    points: november.flatMap((date, day) => {
      const wave = Math.sin((day + productIndex * 2) / 2.3) + 1.2;
      const value = Math.round(wave * scale * (1 - productIndex * 0.08));
      return (day + productIndex) % 6 === 0 ? [] : [{ date, value }];
    }),
  }));
}

const meta = {
  title: 'ui-kit/SeriesChart',
  component: SeriesChart,
  args: {
    series: sales(4, 900),
    days: november,
    format: 'money',
    label: 'Revenue by product',
  },
  decorators: [
    (Story) => (
      <Card title="Revenue by product" padded className="max-w-[960px]">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof SeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const StackedBars: Story = { args: { mode: 'bar' } };
export const Counts: Story = {
  args: { series: sales(3, 4), format: 'count', label: 'Deals by product', mode: 'bar' },
};
export const EightProducts: Story = { args: { series: sales(8, 700) } };
export const OneWeek: Story = { args: { days: november.slice(0, 7), mode: 'bar' } };
export const WithRefund: Story = {
  args: {
    mode: 'bar',
    series: [
      ...sales(2, 900),
      { id: 'refunds', label: 'Refunds', points: [{ date: '2026-11-12', value: -1400 }] },
    ],
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { series: [] } };
export const Error: Story = {
  args: { error: 'Failed to load revenue by product', onRetry: () => undefined },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const DarkBars: Story = {
  args: { series: sales(8, 700), mode: 'bar' },
  globals: { colorMode: 'dark' },
};
