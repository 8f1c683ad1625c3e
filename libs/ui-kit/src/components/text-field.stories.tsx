import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', className: 'max-w-xs' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'demo1234', placeholder: undefined } };
export const WithHint: Story = { args: { hint: 'Use your work address.' } };
export const WithError: Story = { args: { error: 'Enter a valid email address', defaultValue: 'closer@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'closer@demo.test' } };
export const Dark: Story = { ...Password, globals: { colorMode: 'dark' } };
