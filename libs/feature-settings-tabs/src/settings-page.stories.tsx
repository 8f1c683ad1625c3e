import { success } from '@salesdash/data-access-api/testing';
import { ColorModeToggle } from '@salesdash/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsPage } from './settings-page.tsx';
import { exampleMailStatus } from './testing/example-mail-status.ts';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';
import { exampleOrganization, exampleProfile } from './testing/example-profile.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/SettingsPage',
  component: SettingsPage,
  args: {
    tab: 'profile',
    onTabChange: () => undefined,
    email: exampleProfile.email,
    colorMode: <ColorModeToggle value="light" onChange={() => undefined} />,
  },
  decorators: withFakeApi({
    'GET notification-preferences': success(exampleNotificationPreferences),
    'GET profile': success(exampleProfile),
    'GET mail/status': success(exampleMailStatus),
    [`GET organizations/${exampleOrganization.organization_id}`]: success(exampleOrganization),
  }),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone opens on their profile. */
export const Profile: Story = {};
export const Password: Story = { args: { tab: 'password' } };
export const Notifications: Story = { args: { tab: 'notifications' } };
export const Appearance: Story = { args: { tab: 'appearance' } };
/** An admin has the Organization tab too, and the mail's status under the tabs. */
export const Organization: Story = {
  args: { tab: 'organization', organizationId: exampleOrganization.organization_id },
};
