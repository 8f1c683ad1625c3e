import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckboxGroup } from './checkbox-group.tsx';

const meta = {
  title: 'ui-kit/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Scopes',
    options: [
      { value: 'read', label: 'Read records', hint: 'See deals and appointments.' },
      { value: 'write', label: 'Write records', hint: 'Record and change deals.' },
    ],
    value: ['read'],
    onChange: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { value: [], error: 'Choose at least one scope' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
