import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleMetrics,
  exampleTeamMembers,
  exampleTeamProducts,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { TeamDashboardHarness } from './testing/team-dashboard-harness.tsx';
import { allTeamAnswering, type TeamRoutesOptions } from './testing/team-routes.ts';

type StoryArgs = { options: TeamRoutesOptions };

const meta = {
  title: 'feature-team/TeamDashboard',
  args: { options: {} },
  render: ({ options }) => <TeamDashboardHarness options={options} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const broken = failure(500, 'internal', 'Internal Server Error');

export const Data: Story = {};
export const Loading: Story = { args: { options: allTeamAnswering('pending') } };
export const NobodyMatches: Story = {
  args: {
    options: {
      users: success(exampleTeamMembers({ users: [] })),
      products: success(exampleTeamProducts({ products: [] })),
    },
  },
};
export const Failed: Story = { args: { options: allTeamAnswering(broken) } };
export const ProductsFailed: Story = { args: { options: { products: broken } } };
export const DownloadFails: Story = { args: { options: { download: broken } } };
/** The default Active status leaves out an inactive person's records: both notes show. */
export const LeavesOutInactive: Story = {
  args: {
    options: {
      dashboard: success({ ...exampleMetrics(), excluded: { people: 1, totalCash: 4000 } }),
      products: success({ ...exampleTeamProducts(), excluded: { people: 1, totalCash: 4000 } }),
    },
  },
};
/** Everyone is inactive (an import created them so): nobody matches, and the note says why. */
export const NobodyActive: Story = {
  args: {
    options: {
      dashboard: success({ ...exampleMetrics(), excluded: { people: 6, totalCash: 52_300 } }),
      users: success(exampleTeamMembers({ users: [] })),
      products: success(exampleTeamProducts({ products: [] })),
    },
  },
};
