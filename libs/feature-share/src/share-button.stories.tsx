import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleShares } from '@salesdash/data-access-api/testing';
import { ShareButton } from './share-button.tsx';
import { WithFakeShareApi } from './testing/with-fake-share-api.tsx';

const meta = {
  title: 'feature-share/ShareButton',
  component: ShareButton,
  args: { type: 'employee', resourceId: 7, copy: async () => undefined },
  decorators: [
    (Story) => (
      <WithFakeShareApi options={{ shares: exampleShares }}>
        <Story />
      </WithFakeShareApi>
    ),
  ],
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
