import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleLeaderboard, failure, success } from '@salesdash/data-access-api/testing';
import {
  LeaderboardHarness,
  type LeaderboardHarnessProps,
} from './testing/leaderboard-harness.tsx';
import { longBoardOptions } from './testing/leaderboard-routes.ts';

const meta = {
  title: 'feature-leaderboard/Leaderboard',
  args: {},
  render: (args) => <LeaderboardHarness {...args} />,
} satisfies Meta<LeaderboardHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const broken = failure(500, 'internal', 'Internal Server Error');
const twoPeople = exampleLeaderboard({}, { people: 2 });

export const Data: Story = {};
export const Loading: Story = { args: { options: { board: 'pending', roles: 'pending' } } };
export const Empty: Story = {
  args: {
    options: {
      board: success(exampleLeaderboard({}, { people: 0 })),
    },
  },
};
export const FewerThanThree: Story = { args: { options: { board: success(twoPeople) } } };
/** Rep 25 of 30 signed in: their own row below the first ones; "Show all" pages the rest. */
export const YouBelowTheTopRows: Story = {
  args: { options: longBoardOptions(30, 124), currentUserId: 124 },
};
export const Failed: Story = { args: { options: { board: broken } } };
export const RolesFailed: Story = { args: { options: { roles: broken } } };
/** Casey passes Jordan and falls back every 4 s: the rows glide, a rise is marked. */
export const LiveRankChange: Story = { args: { liveEveryMs: 4_000 } };
/** A period remembered from an earlier visit: "Current period" brings the board to today's. */
export const RememberedPastPeriod: Story = {
  args: { period: { mode: 'monthly', year: 2025, month: 3, week: 1, quarter: 1 } },
};
