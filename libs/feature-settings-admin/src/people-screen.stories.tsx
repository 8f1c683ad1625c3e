import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { Button } from '@salesdash/ui-kit';
import { PeopleScreen, type PeopleScreenProps } from './people-screen.tsx';
import type { PeopleRoutesOptions } from './testing/people-routes.ts';
import { WithFakePeopleApi } from './testing/with-fake-people-api.tsx';

type Args = { api: PeopleRoutesOptions; viewer: PeopleScreenProps['viewer'] };

const meta = {
  title: 'feature-settings-admin/PeopleScreen',
  args: { api: {}, viewer: { user_id: 1, access: 2 } },
  render: ({ api, viewer }) => (
    <WithFakePeopleApi options={api}>
      <PeopleScreen viewer={viewer} inviteAction={<Button>Invite teammate</Button>} />
    </WithFakePeopleApi>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const AsManager: Story = { args: { viewer: { user_id: 3, access: 3 } } };
export const Loading: Story = { args: { api: { people: 'pending', invites: 'pending' } } };
export const Empty: Story = { args: { api: { people: [], invites: [] } } };
export const LoadError: Story = {
  args: {
    api: {
      people: failure(500, 'internal', 'Internal Server Error'),
      invites: failure(500, 'internal', 'Internal Server Error'),
    },
  },
};
