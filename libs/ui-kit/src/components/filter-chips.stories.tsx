import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterChips } from './filter-chips.tsx';

const options = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'refunded', label: 'Refunded' },
];

function Stateful({ initial = [] }: { initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <FilterChips label="Status" options={options} selected={selected} onChange={setSelected} />
  );
}

const meta = {
  title: 'ui-kit/FilterChips',
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};
export const SomeSelected: Story = { args: { initial: ['pending', 'refunded'] } };
export const Dark: Story = { args: { initial: ['approved'] }, globals: { colorMode: 'dark' } };
