import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LogOutIcon } from '../icons/log-out-icon.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete transaction' } };
export const Small: Story = { args: { size: 'sm' } };
export const WithIcon: Story = { args: { variant: 'secondary', icon: <LogOutIcon />, children: 'Sign out' } };
export const Loading: Story = { args: { loading: true, children: 'Signing in…' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllVariantsDark: Story = {
  globals: { colorMode: 'dark' },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Danger</Button>
      <Button {...args} loading>Loading</Button>
      <Button {...args} disabled>Disabled</Button>
    </div>
  ),
};
