import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { accessLevels } from '@salesdash/api-contract';
import { InviteDialog } from './invite-dialog.tsx';
import {
  createMockApi,
  failure,
  MockApiProvider,
  success,
  type MockRoutes,
} from './testing/mock-api.tsx';

const roles = [
  { role_id: '1', role_title: 'Closer', commission: 10 },
  { role_id: '2', role_title: 'Setter', commission: 5 },
];
const createdUser = {
  user_id: 99,
  uid: '7f1c4a2e-8d3b-4c5a-9e6f-1a2b3c4d5e6f',
  email: 'nia.new@demo.test',
  first_name: 'Nia',
  last_name: 'New',
  display_name: 'Nia New',
  access: 4,
  is_active: true,
  is_pending: true,
  manager_id: null,
  role_id: '1',
  role_title: 'Closer',
  profile_picture: null,
  avatar: null,
  profile_picture_mode: 'initials',
  created_at: '2026-11-23T10:00:00.000Z',
};

const base: MockRoutes = {
  'GET roles': success(roles),
  'GET organizations/1/seat-count': success({ seats: 25, used: 21, available: 4 }),
  'POST users/invite': success(
    {
      user: createdUser,
      invite_url: '/complete-registration?token=example-token',
      expires_at: '2026-11-30T10:00:00.000Z',
    },
    201,
  ),
};

const withRoutes = (routes: MockRoutes): Decorator[] => {
  const { api } = createMockApi({ ...base, ...routes });
  return [
    (Story) => (
      <MockApiProvider api={api}>
        <Story />
      </MockApiProvider>
    ),
  ];
};

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
    'GET organizations/1/seat-count': failure(500, 'internal'),
  }),
};
