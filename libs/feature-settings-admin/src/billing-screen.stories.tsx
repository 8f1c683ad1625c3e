import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { BillingScreen } from './billing-screen.tsx';
import type { PeopleRoutesOptions } from './testing/people-routes.ts';
import { WithFakePeopleApi } from './testing/with-fake-people-api.tsx';

const meta = {
  title: 'feature-settings-admin/BillingScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakePeopleApi options={api}>
      <BillingScreen organizationId={1} />
    </WithFakePeopleApi>
  ),
} satisfies Meta<{ api: PeopleRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Full: Story = {
  args: {
    api: {
      billing: {
        seats: 5,
        used: 5,
        available: 0,
        active_people: 4,
        pending_invites: 1,
        payment_provider: null,
      },
    },
  },
};
export const Loading: Story = { args: { api: { billing: 'pending' } } };
export const LoadError: Story = {
  args: { api: { billing: failure(500, 'internal', 'Internal Server Error') } },
};
