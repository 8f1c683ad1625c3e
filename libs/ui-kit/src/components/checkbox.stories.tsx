import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: {
    label: 'Include customer details',
    onChange: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { hint: 'Visitors see customers’ and leads’ names and emails in full.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' }, args: { defaultChecked: true } };
