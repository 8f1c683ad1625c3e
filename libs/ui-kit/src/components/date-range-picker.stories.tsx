import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRangePicker } from './date-range-picker.tsx';
import type { DateRangeValue } from './date-range-presets.ts';

function Stateful({
  initial,
  today,
  max,
}: {
  initial: DateRangeValue;
  today?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex h-[26rem] flex-col items-end gap-3 text-sm text-fg-muted">
      <DateRangePicker value={value} onChange={setValue} today={today} max={max} />
      <code>{JSON.stringify(value)}</code>
    </div>
  );
}

const meta = {
  title: 'ui-kit/DateRangePicker',
  component: Stateful,
  args: {
    today: '2026-03-10',
    initial: { startDate: '2026-03-01', endDate: '2026-03-31', preset: 'thisMonth' },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
export const Custom: Story = {
  args: { initial: { startDate: '2026-02-09', endDate: '2026-02-20', preset: 'custom' } },
};
export const NoFutureDays: Story = { args: { max: '2026-03-10' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
