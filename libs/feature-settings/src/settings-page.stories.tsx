import { success } from '@salesdash/data-access-api/testing';
import { ColorModeToggle } from '@salesdash/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsPage } from './settings-page.tsx';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings/SettingsPage',
  component: SettingsPage,
  args: {
    tab: 'notifications',
    onTabChange: () => undefined,
    colorMode: <ColorModeToggle value="light" onChange={() => undefined} />,
  },
  decorators: withFakeApi({
    'GET notification-preferences': success(exampleNotificationPreferences),
  }),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {};
export const Appearance: Story = { args: { tab: 'appearance' } };
