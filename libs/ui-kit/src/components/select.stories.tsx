import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './select.tsx';

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Filter by Products',
    placeholder: 'All products',
    options: [
      { value: '1', label: 'High-ticket coaching' },
      { value: '2', label: 'Mastermind' },
      { value: '3', label: 'Self-paced course' },
    ],
    onChange: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Only products with sales in the period.' } };
export const WithError: Story = { args: { error: 'Choose a product' } };
export const Small: Story = { args: { size: 'sm', hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
