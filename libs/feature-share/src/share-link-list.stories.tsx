import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleNow, exampleShares } from '@salesdash/data-access-api/testing';
import { ShareLinkList } from './share-link-list.tsx';

const meta = {
  title: 'feature-share/ShareLinkList',
  component: ShareLinkList,
  args: { shares: exampleShares, onRevoke: () => undefined, now: exampleNow },
} satisfies Meta<typeof ShareLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {};
export const Loading: Story = { args: { shares: undefined, loading: true } };
export const Empty: Story = { args: { shares: [] } };
export const LoadError: Story = {
  args: { shares: undefined, error: 'Network request failed', onRetry: () => undefined },
};
export const Revoking: Story = { args: { revokingId: 1 } };
export const RevokeError: Story = {
  args: { revokeError: 'You do not have permission to revoke this link' },
};
