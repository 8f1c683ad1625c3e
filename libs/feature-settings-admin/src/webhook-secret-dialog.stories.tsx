import type { Meta, StoryObj } from '@storybook/react-vite';
import { WebhookSecretDialog, type WebhookSecretDialogProps } from './webhook-secret-dialog.tsx';

const meta = {
  title: 'feature-settings-admin/WebhookSecretDialog',
  component: WebhookSecretDialog,
  args: {
    name: 'CRM',
    url: 'https://salesdash.example.com/api/hooks/0b6f5c1e-3f4a-4c2d-9a51-6f0e2d7c8a11',
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    copy: async () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<WebhookSecretDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {};
export const Rotated: Story = { args: { rotated: true } };
/** A Stripe endpoint: Stripe holds the secret, only the URL to give it. */
export const Stripe: Story = { args: { name: 'Stripe', secret: null } };
