import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs.tsx';

type View = 'transactions' | 'appointments' | 'outbound' | 'adjustments';

const items: readonly TabItem<View>[] = [
  { value: 'transactions', label: 'Transactions' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'adjustments', label: 'Adjustments', disabled: true },
];

function Stateful({ label }: { label: string }) {
  const [value, setValue] = useState<View>('transactions');
  return (
    <Tabs label={label} items={items} value={value} onChange={setValue}>
      <p className="text-sm text-fg-muted">The {value} table goes here.</p>
    </Tabs>
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  component: Stateful,
  args: { label: 'Activity' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
