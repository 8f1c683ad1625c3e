import type { Meta, StoryObj } from '@storybook/react-vite';
import { WebhookEndpointForm, type WebhookEndpointFormProps } from './webhook-endpoint-form.tsx';

const meta = {
  title: 'feature-settings-admin/WebhookEndpointForm',
  component: WebhookEndpointForm,
  args: { saving: false, onSave: () => undefined, onClose: () => undefined },
} satisfies Meta<WebhookEndpointFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const Submitting: Story = { args: { saving: true } };
export const InvalidFromServer: Story = {
  args: { problem: { field: 'signing_secret', message: 'Signing secret is required' } },
};
export const ServerError: Story = {
  args: { problem: { message: 'Failed to create the endpoint' } },
};
