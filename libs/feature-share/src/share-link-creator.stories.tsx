import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareLinkCreator } from './share-link-creator.tsx';

const meta = {
  title: 'feature-share/ShareLinkCreator',
  component: ShareLinkCreator,
  args: { onCreate: () => undefined, copy: async () => undefined },
} satisfies Meta<typeof ShareLinkCreator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Creating: Story = { args: { creating: true } };
export const Created: Story = {
  args: {
    created: {
      url: 'https://salesdash.example.com/share/employee/Qm9vLXNoYXJlLXRva2VuLTAxMjM0',
      expiresAt: '2026-12-23T12:00:00.000Z',
    },
  },
};
export const CreatedWithCustomerDetails: Story = {
  args: {
    created: {
      url: 'https://salesdash.example.com/share/employee/Qm9vLXNoYXJlLXRva2VuLTAxMjM0',
      expiresAt: '2026-12-23T12:00:00.000Z',
      customers: 'Shows customer names and emails',
    },
  },
};
/** The leaderboard shows no customers: no choice to make. */
export const WithoutCustomerChoice: Story = { args: { offerCustomerDetails: false } };
export const CreatedNeverExpires: Story = {
  args: {
    created: {
      url: 'https://salesdash.example.com/share/employee/Qm9vLXNoYXJlLXRva2VuLTAxMjM0',
      expiresAt: null,
    },
  },
};
export const CreateError: Story = {
  args: { error: 'You can only share your own dashboard' },
};
