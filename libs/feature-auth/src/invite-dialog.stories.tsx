import type { Meta, StoryObj } from '@storybook/react-vite';
import { accessLevels } from '@salesdash/api-contract';
import {
  exampleCreatedInvite,
  exampleOrgUser,
  exampleRoles,
  failure,
  type FakeRoutes,
  success,
} from '@salesdash/data-access-api/testing';
import { InviteDialog } from './invite-dialog.tsx';
import { withFakeApi } from './testing/auth-providers.tsx';

const base: FakeRoutes = {
  'GET roles': success(exampleRoles),
  'GET users': success({
    users: [
      exampleOrgUser({ user_id: 3, display_name: 'Mia Manager', access: 3 }),
      exampleOrgUser({ user_id: 1, display_name: 'Ada Admin', access: 2 }),
    ],
  }),
  'GET organizations/1/seat-count': success({ seats: 25, used: 21, available: 4 }),
  'POST users/invite': success(exampleCreatedInvite, 201),
};

const withRoutes = (routes: FakeRoutes) => withFakeApi({ ...base, ...routes });

const meta = {
  title: 'feature-auth/InviteDialog',
  component: InviteDialog,
  args: { organizationId: 1, inviterAccess: accessLevels.admin, onClose: () => undefined },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = { decorators: withRoutes({}) };
export const Manager: Story = {
  args: { inviterAccess: accessLevels.manager },
  decorators: withRoutes({}),
};
/** The server sends mail: after "Send invite" the dialog says the link was emailed. */
export const MailOn: Story = {
  decorators: withRoutes({
    'POST users/invite': success({ ...exampleCreatedInvite, emailed: true }, 201),
  }),
};
export const Loading: Story = {
  decorators: withRoutes({ 'GET roles': 'pending', 'GET organizations/1/seat-count': 'pending' }),
};
export const NoSeats: Story = {
  decorators: withRoutes({
    'GET organizations/1/seat-count': success({ seats: 5, used: 5, available: 0 }),
  }),
};
export const LoadError: Story = {
  name: 'Error',
  decorators: withRoutes({
    'GET roles': failure(500, 'internal'),
    'GET users': failure(500, 'internal'),
    'GET organizations/1/seat-count': failure(500, 'internal'),
  }),
};
