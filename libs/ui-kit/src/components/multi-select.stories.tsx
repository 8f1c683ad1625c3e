import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiSelect, type MultiSelectProps } from './multi-select.tsx';

const products = [
  'Solar Panels',
  'Home Battery',
  'Roofing',
  'HVAC',
  'Heat Pump',
  'EV Charger',
  'Water Heater',
  'Smart Thermostat',
  'Insulation',
  'Windows',
].map((label) => ({ value: label.toLowerCase().replace(/ /g, '-'), label }));

type StatefulProps = Omit<MultiSelectProps, 'value' | 'onChange'> & { initial?: string[] };

function Stateful({ initial = [], ...props }: StatefulProps) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    // Room below for the popover, which overlays what follows the filter bar.
    <div className="min-h-96">
      <MultiSelect {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'ui-kit/MultiSelect',
  component: Stateful,
  args: { label: 'Filter by Products', options: products, searchPlaceholder: 'Search products' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};
export const OneSelected: Story = { args: { initial: ['roofing'] } };
export const SomeSelected: Story = { args: { initial: ['solar-panels', 'hvac', 'windows'] } };
export const WithoutSearch: Story = {
  args: {
    label: 'Filter by Status',
    searchable: false,
    options: [
      { value: 'approved', label: 'Approved' },
      { value: 'pending', label: 'Pending' },
      { value: 'refunded', label: 'Refunded' },
    ],
  },
};
export const Loading: Story = { args: { label: 'Filter by Managers', options: [], loading: true } };
export const NoOptions: Story = { args: { label: 'Filter by Managers', options: [] } };
export const Disabled: Story = { args: { initial: ['roofing'], disabled: true } };
export const Dark: Story = {
  args: { initial: ['hvac', 'windows'] },
  globals: { colorMode: 'dark' },
};
