import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleWebhookEndpoint, failure } from '@salesdash/data-access-api/testing';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';

const meta = {
  title: 'feature-settings-admin/WebhookDeliveriesDialog',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <WebhookDeliveriesDialog endpoint={exampleWebhookEndpoint} onClose={() => undefined} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: { webhooks: { deliveries: 'pending' } } } };
export const Empty: Story = { args: { api: { webhooks: { deliveries: [] } } } };
export const LoadError: Story = {
  args: { api: { webhooks: { deliveries: failure(500, 'internal', 'Internal Server Error') } } },
};
