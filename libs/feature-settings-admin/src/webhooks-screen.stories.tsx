import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';
import { WebhooksScreen } from './webhooks-screen.tsx';

const meta = {
  title: 'feature-settings-admin/WebhooksScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <WebhooksScreen copy={async () => undefined} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: { webhooks: { endpoints: 'pending' } } } };
export const Empty: Story = { args: { api: { webhooks: { endpoints: [] } } } };
export const LoadError: Story = {
  args: { api: { webhooks: { endpoints: failure(500, 'internal', 'Internal Server Error') } } },
};
