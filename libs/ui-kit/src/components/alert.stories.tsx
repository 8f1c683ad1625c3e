import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert.tsx';

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  args: { className: 'max-w-lg' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', children: 'Data refreshes every few minutes.' } };
export const Success: Story = { args: { tone: 'success', title: 'Saved', children: 'Your changes were saved.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Some data could not be loaded.' } };
export const Error: Story = {
  args: { tone: 'error', title: 'Sign-in failed', children: 'The email or password is not correct.' },
};
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  render: () => (
    <div className="flex max-w-lg flex-col gap-3">
      <Alert tone="info">Info message</Alert>
      <Alert tone="success">Success message</Alert>
      <Alert tone="warning">Warning message</Alert>
      <Alert tone="error">Error message</Alert>
    </div>
  ),
};
