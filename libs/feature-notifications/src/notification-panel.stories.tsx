import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleNotifications, failure } from '@salesdash/data-access-api/testing';
import {
  NotificationHarness,
  type NotificationHarnessProps,
} from './testing/notification-harness.tsx';

const meta = {
  title: 'feature-notifications/NotificationPanel',
  args: { panel: true },
  render: (args) => <NotificationHarness {...args} />,
} satisfies Meta<NotificationHarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
/** 45 notifications: two more pages as the list scrolls (or on "Load more"). */
export const ManyPages: Story = {
  args: { panel: true, options: { notifications: exampleNotifications(45, 5) } },
};
export const AllRead: Story = {
  args: { panel: true, options: { notifications: exampleNotifications(4, 0) } },
};
export const Loading: Story = { args: { panel: true, options: { list: 'pending' } } };
export const Empty: Story = { args: { panel: true, options: { notifications: [] } } };
export const Failed: Story = {
  args: { panel: true, options: { list: failure(500, 'internal', 'Internal Server Error') } },
};
export const Dark: Story = { args: { panel: true }, globals: { colorMode: 'dark' } };
