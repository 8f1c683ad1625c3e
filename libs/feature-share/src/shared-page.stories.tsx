import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleResolvedShare, failure } from '@salesdash/data-access-api/testing';
import { SharedPage } from './shared-page.tsx';
import type { ShareRoutesOptions } from './testing/share-routes.ts';
import { WithFakeShareApi } from './testing/with-fake-share-api.tsx';

type StoryArgs = { resolve: ShareRoutesOptions['resolve'] };

const linkFailure = (code: string, message: string) => failure(401, code, message);

const meta = {
  title: 'feature-share/SharedPage',
  args: { resolve: exampleResolvedShare },
  render: ({ resolve }) => (
    <WithFakeShareApi options={{ resolve }}>
      <SharedPage token="Qm9vLXNoYXJlLXRva2VuLTAxMjM0" type="employee" />
    </WithFakeShareApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resolved: Story = {};
export const ProductNeverExpires: Story = {
  render: () => (
    <WithFakeShareApi
      options={{
        resolve: {
          type: 'product',
          resourceId: 2,
          name: 'Premium Coaching',
          expiresAt: null,
          includeCustomerDetails: true,
        },
      }}
    >
      <SharedPage token="Qm9vLXNoYXJlLXRva2VuLTAxMjM0" type="product" />
    </WithFakeShareApi>
  ),
};
export const Loading: Story = { args: { resolve: 'pending' } };
export const Expired: Story = {
  args: { resolve: linkFailure('share-link-expired', 'This share link has expired') },
};
export const Revoked: Story = {
  args: { resolve: linkFailure('share-link-revoked', 'This share link has been revoked') },
};
export const Unknown: Story = {
  args: { resolve: linkFailure('share-link-invalid', 'This share link is not valid') },
};
export const ServerError: Story = {
  args: { resolve: failure(503, 'unavailable', 'Service unavailable') },
};
