import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleLeaderboard } from '@salesdash/data-access-api/testing';
import { Podium } from './podium.tsx';

const cash = exampleLeaderboard()[0]?.users ?? [];

const meta = {
  title: 'feature-leaderboard/Podium',
  component: Podium,
  args: { entries: cash, currentUserId: 7, className: 'max-w-xl' },
} satisfies Meta<typeof Podium>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { entries: undefined } };
export const FewerThanThree: Story = { args: { entries: cash.slice(0, 2) } };
export const Empty: Story = { args: { entries: [] } };
