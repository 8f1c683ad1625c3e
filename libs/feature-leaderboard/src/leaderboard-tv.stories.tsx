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
  title: 'feature-leaderboard/LeaderboardTv',
  args: { tv: true },
  parameters: { layout: 'fullscreen' },
  render: (args) => <LeaderboardHarness {...args} />,
} satisfies Meta<LeaderboardHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
/** Opened from the page: the way out stands out on the dark board, and Escape works too. */
export const FromThePage: Story = { args: { onExit: () => undefined } };
export const LongBoard: Story = {
  args: { options: { board: success(exampleLongLeaderboard(20)) } },
};
export const Loading: Story = { args: { options: { board: 'pending' } } };
export const Empty: Story = {
  args: {
    options: {
      board: success(exampleLeaderboard({}, { people: 0 })),
    },
  },
};
export const Failed: Story = {
  args: { options: { board: failure(500, 'internal', 'Internal Server Error') } },
};
/** Casey passes Jordan and falls back every 4 s: the rows glide, a rise is marked. */
export const LiveRankChange: Story = { args: { liveEveryMs: 4_000 } };
