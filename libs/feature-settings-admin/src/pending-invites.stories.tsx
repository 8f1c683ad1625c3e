import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleCreatedInvite } from '@salesdash/data-access-api/testing';
import { PendingInvites, type PendingInvitesProps } from './pending-invites.tsx';
import { examplePendingInvite } from './testing/people-routes.ts';

const meta = {
  title: 'feature-settings-admin/PendingInvites',
  component: PendingInvites,
  args: {
    invites: [
      examplePendingInvite,
      {
        ...examplePendingInvite,
        expires_at: null,
        user: {
          ...examplePendingInvite.user,
          user_id: 98,
          email: 'late@demo.test',
          display_name: 'late@demo.test',
        },
      },
    ],
    loading: false,
    onRetry: () => undefined,
    onResend: () => undefined,
    onRevoke: () => undefined,
  },
} satisfies Meta<PendingInvitesProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { loading: true, invites: undefined } };
export const Empty: Story = { args: { invites: [] } };
export const LoadError: Story = { args: { error: 'Failed to load pending invites' } };
export const Resent: Story = { args: { resent: exampleCreatedInvite } };
export const ResentByMail: Story = { args: { resent: { ...exampleCreatedInvite, emailed: true } } };
