import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleRoles, failure } from '@salesdash/data-access-api/testing';
import { RolesScreen } from './roles-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/RolesScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <RolesScreen />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  args: {
    api: {
      roles: [
        ...exampleRoles,
        ...exampleRoles
          .slice(0, 1)
          .map((role) => ({ ...role, role_id: '3', role_title: 'Old closer', is_active: false })),
      ],
    },
  },
};
export const Loading: Story = { args: { api: { roles: 'pending' } } };
export const Empty: Story = { args: { api: { roles: [] } } };
export const LoadError: Story = {
  args: { api: { roles: failure(500, 'internal', 'Internal Server Error') } },
};
