import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserIcon } from '../icons/user-icon.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: { title: 'No transactions', description: 'There are no transactions in the selected period.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { action: <Button variant="secondary" size="sm" onClick={fn()}>Clear filters</Button> },
};
export const CustomIcon: Story = { args: { icon: <UserIcon size={20} />, title: 'No team members yet' } };
export const NoIcon: Story = { args: { icon: null } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
