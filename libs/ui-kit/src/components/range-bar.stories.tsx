import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import type { DateRangeValue } from './date-range-presets.ts';
import { RangeBar, type RangeBarProps } from './range-bar.tsx';

function Stateful(props: Omit<RangeBarProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<DateRangeValue>({
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    preset: 'thisMonth',
  });
  return <RangeBar {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui-kit/RangeBar',
  component: Stateful,
  args: {
    today: '2026-11-24',
    previous: { startDate: '2026-10-01', endDate: '2026-10-30' },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compared: Story = {};
export const Loading: Story = { args: { previous: undefined } };
export const WithAction: Story = {
  args: { actions: <Button variant="secondary">Download workbook</Button> },
};
