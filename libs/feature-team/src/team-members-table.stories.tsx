import type { TeamMembers } from '@salesdash/api-contract';
import { exampleTeamMembers } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMembersView } from './members-view.ts';
import { TeamMembersTable } from './team-members-table.tsx';

type StoryArgs = {
  members: TeamMembers | undefined;
  loading?: boolean;
  error?: string;
  search?: string;
};

/** The table with its view in memory: what the server answered is the story's. */
function MembersTableStory({ members, loading, error, search = '' }: StoryArgs) {
  const view = useMembersView(undefined);
  return (
    <TeamMembersTable
      members={members}
      view={{ ...view, search: search || view.search }}
      loading={loading}
      error={error}
      onRetry={() => undefined}
      renderMemberLink={(userId, children) => (
        <a href={`/team/member/overview/${userId}`} className="font-medium text-brand">
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'feature-team/TeamMembersTable',
  args: { members: exampleTeamMembers() },
  render: (args) => <MembersTableStory {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const nobody = exampleTeamMembers({ users: [] });

export const Data: Story = {};
export const ManyPages: Story = {
  args: {
    members: exampleTeamMembers({
      pagination: { hasNextPage: true, totalCount: 137, totalPages: 14 },
    }),
  },
};
export const Loading: Story = { args: { members: undefined, loading: true } };
export const Empty: Story = { args: { members: nobody } };
export const SearchFoundNobody: Story = { args: { members: nobody, search: 'zz' } };
export const Failed: Story = {
  args: { members: undefined, error: 'Failed to load Employees' },
};
