import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleLeaderboard,
  exampleLongLeaderboard,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import {
  LeaderboardHarness,
  type LeaderboardHarnessProps,
} from './testing/leaderboard-harness.tsx';

const meta = {
  title: 'feature-leaderboard/Leaderboard',
  args: {},
  render: (args) => <LeaderboardHarness {...args} />,
} satisfies Meta<LeaderboardHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const broken = failure(500, 'internal', 'Internal Server Error');
const twoPeople = exampleLeaderboard().map((category) => ({
  ...category,
  users: category.users.slice(0, 2),
}));

export const Data: Story = {};
export const Loading: Story = { args: { options: { board: 'pending', roles: 'pending' } } };
export const Empty: Story = {
  args: {
    options: {
      board: success(exampleLeaderboard().map((category) => ({ ...category, users: [] }))),
    },
  },
};
export const FewerThanThree: Story = { args: { options: { board: success(twoPeople) } } };
export const YouBelowTheTopRows: Story = {
  args: { options: { board: success(exampleLongLeaderboard(14)) }, currentUserId: 112 },
};
export const Failed: Story = { args: { options: { board: broken } } };
export const RolesFailed: Story = { args: { options: { roles: broken } } };
/** Casey passes Jordan and falls back every 4 s: the rows glide, a rise is marked. */
export const LiveRankChange: Story = { args: { liveEveryMs: 4_000 } };
