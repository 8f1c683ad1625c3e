import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleNow, exampleShares, failure } from '@salesdash/data-access-api/testing';
import { ShareDialog } from './share-dialog.tsx';
import type { ShareRoutesOptions } from './testing/share-routes.ts';
import { WithFakeShareApi } from './testing/with-fake-share-api.tsx';

type StoryArgs = { api: ShareRoutesOptions; type?: 'employee' | 'product'; subject?: string };

const meta = {
  title: 'feature-share/ShareDialog',
  args: { api: { shares: exampleShares } },
  render: ({ api, type = 'employee', subject }) => (
    <WithFakeShareApi options={api}>
      <ShareDialog
        type={type}
        resourceId={7}
        subject={subject}
        origin="https://salesdash.example.com"
        copy={async () => undefined}
        now={exampleNow}
        onClose={() => undefined}
      />
    </WithFakeShareApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {};
export const Empty: Story = { args: { api: { shares: [] } } };
/** A manager's product link: the dialog says it shows their team's slice. */
export const ManagerProduct: Story = {
  args: {
    api: { shares: [] },
    type: 'product',
    subject: "Your team's sales of Premium Coaching",
  },
};
export const Loading: Story = { args: { api: { shares: 'pending' } } };
export const LoadError: Story = {
  args: {
    api: { shares: failure(500, 'internal', 'Internal Server Error') },
  },
};
export const CreateFails: Story = {
  args: {
    api: {
      shares: [],
      create: failure(403, 'forbidden', 'You can only share your own dashboard'),
    },
  },
};
