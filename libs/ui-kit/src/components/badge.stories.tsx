import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { children: 'Done' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Positive: Story = { args: { tone: 'positive', children: 'New' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Partial' } };
export const Info: Story = { args: { tone: 'info', children: 'Update' } };
export const Negative: Story = { args: { tone: 'negative', children: 'Rejected' } };
export const Dark: Story = { args: { tone: 'positive' }, globals: { colorMode: 'dark' } };
