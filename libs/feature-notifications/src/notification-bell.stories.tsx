import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleNotifications, failure } from '@salesdash/data-access-api/testing';
import {
  NotificationHarness,
  type NotificationHarnessProps,
} from './testing/notification-harness.tsx';

const meta = {
  title: 'feature-notifications/NotificationBell',
  args: {},
  render: (args) => <NotificationHarness {...args} />,
} satisfies Meta<NotificationHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const ManyUnread: Story = {
  args: { options: { notifications: exampleNotifications(130, 130) } },
};
export const Loading: Story = { args: { options: { list: 'pending' } } };
export const Empty: Story = { args: { options: { notifications: [] } } };
export const Failed: Story = {
  args: { options: { list: failure(500, 'internal', 'Internal Server Error') } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
