import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';

type ChartMode = 'line' | 'bar';

function Stateful(props: Omit<SegmentedControlProps<ChartMode>, 'value' | 'onChange'>) {
  const [value, setValue] = useState<ChartMode>('line');
  return <SegmentedControl {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui-kit/SegmentedControl',
  component: Stateful,
  args: {
    label: 'Chart type',
    options: [
      { value: 'line', label: 'Line' },
      { value: 'bar', label: 'Bar' },
    ],
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
