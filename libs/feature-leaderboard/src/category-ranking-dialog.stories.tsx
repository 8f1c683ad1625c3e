import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, success } from '@salesdash/data-access-api/testing';
import { longBoardPages } from './testing/leaderboard-routes.ts';
import {
  RankingDialogHarness,
  type RankingDialogHarnessProps,
} from './testing/ranking-dialog-harness.tsx';

const meta = {
  title: 'feature-leaderboard/CategoryRankingDialog',
  args: {},
  render: (args) => <RankingDialogHarness {...args} />,
} satisfies Meta<RankingDialogHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty people, 25 a page; Rep 13 signed in. */
export const Data: Story = {};
export const OnePage: Story = { args: { page: longBoardPages(8) } };
export const Loading: Story = { args: { page: 'pending' } };
export const Empty: Story = {
  args: {
    page: success({
      title: 'Calls Made',
      metric: 'callsMade',
      users: [],
      pagination: { hasNextPage: false, totalCount: 0, totalPages: 0 },
    }),
  },
};
export const Failed: Story = {
  args: { page: failure(500, 'internal', 'Internal Server Error') },
};
