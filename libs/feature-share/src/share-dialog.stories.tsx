import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareDialog } from './share-dialog.tsx';
import { exampleNow, exampleShares } from './testing/example-shares.ts';
import type { FakeShareApiOptions } from './testing/fake-share-api.ts';
import { WithFakeShareApi } from './testing/with-fake-share-api.tsx';

type StoryArgs = { api: FakeShareApiOptions };

const meta = {
  title: 'feature-share/ShareDialog',
  args: { api: { shares: exampleShares } },
  render: ({ api }) => (
    <WithFakeShareApi options={api}>
      <ShareDialog
        type="employee"
        resourceId={7}
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
export const Loading: Story = { args: { api: { shares: 'pending' } } };
export const LoadError: Story = {
  args: {
    api: { shares: { status: 500, code: 'internal', message: 'Internal Server Error' } },
  },
};
export const CreateFails: Story = {
  args: {
    api: {
      shares: [],
      create: { status: 403, code: 'forbidden', message: 'You can only share your own dashboard' },
    },
  },
};
