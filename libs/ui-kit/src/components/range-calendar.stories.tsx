import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RangeCalendar } from './range-calendar.tsx';

function Stateful({
  start = null,
  end = null,
  min,
  max,
}: {
  start?: string | null;
  end?: string | null;
  min?: string;
  max?: string;
}) {
  const [range, setRange] = useState({ start, end });
  return (
    <RangeCalendar
      start={range.start}
      end={range.end}
      initialFocus={start ?? '2026-03-10'}
      min={min}
      max={max}
      onChange={(nextStart, nextEnd) => setRange({ start: nextStart, end: nextEnd })}
    />
  );
}

const meta = {
  title: 'ui-kit/RangeCalendar',
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const StartPicked: Story = { args: { start: '2026-03-09' } };
export const RangePicked: Story = { args: { start: '2026-03-09', end: '2026-03-20' } };
export const WithLimits: Story = { args: { min: '2026-03-05', max: '2026-03-25' } };
export const Dark: Story = {
  args: { start: '2026-03-09', end: '2026-03-20' },
  globals: { colorMode: 'dark' },
};
