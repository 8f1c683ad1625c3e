import { Card, PageHeader, Tabs, type TabItem } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { MailStatusPanel } from './mail-status-panel.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { OrganizationForm } from './organization-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The tabs of `/settings`; Organization is the admins'. */
export type SettingsTab = 'profile' | 'password' | 'appearance' | 'notifications' | 'organization';

/** Every tab in order; {@link tabsFor} leaves out what a person may not open. */
export const settingsTabs: readonly TabItem<SettingsTab>[] = [
  { value: 'profile', label: 'Profile' },
  { value: 'password', label: 'Password' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'organization', label: 'Organization' },
];

/** The tab `/settings` opens on without one in its URL. */
export const defaultSettingsTab: SettingsTab = 'profile';

/**
 * The tabs a person sees: Organization only with an organization to edit (admins).
 * @param isAdmin - whether the signed-in person runs the organization
 */
export const tabsFor = (isAdmin: boolean): readonly TabItem<SettingsTab>[] =>
  isAdmin ? settingsTabs : settingsTabs.filter((tab) => tab.value !== 'organization');

export type SettingsPageProps = {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The signed-in person's email: a new password may not be it. */
  email: string;
  /** The admin's organization, whose tab they see; none for others. */
  organizationId?: number | undefined;
  /** The shell's colour-mode control, bound to the stored choice. */
  colorMode: ReactNode;
  /** An admin's links to the organization's screens (the audit log); none for others. */
  administration?: ReactNode;
};

const cards: Record<SettingsTab, { title: string; description: string }> = {
  profile: { title: 'Profile', description: 'Your name and picture, as your teammates see them.' },
  password: {
    title: 'Password',
    description: 'Changing it signs you out everywhere else.',
  },
  appearance: { title: 'Appearance', description: 'Light, dark, or as your system is set.' },
  notifications: {
    title: 'Notifications',
    description: 'Which events reach you in the app, and which by email.',
  },
  organization: {
    title: 'Organization',
    description: 'Its name, and the time zone its days are counted in.',
  },
};

/** `/settings`: a person's own settings, one tab at a time (the tab is the page's URL's). */
export function SettingsPage({
  tab,
  onTabChange,
  email,
  organizationId,
  colorMode,
  administration,
}: SettingsPageProps) {
  const shown = tab === 'organization' && organizationId === undefined ? defaultSettingsTab : tab;
  const tabs: Record<SettingsTab, () => ReactNode> = {
    profile: () => <ProfileForm />,
    password: () => <PasswordForm email={email} />,
    appearance: () => colorMode,
    notifications: () => <NotificationPreferencesForm />,
    organization: () =>
      organizationId === undefined ? null : <OrganizationForm organizationId={organizationId} />,
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="You, how SalesDash reaches you and how it looks." />
      <Tabs
        label="Settings"
        items={tabsFor(organizationId !== undefined)}
        value={shown}
        onChange={onTabChange}
      >
        <Card title={cards[shown].title} description={cards[shown].description}>
          {tabs[shown]()}
        </Card>
      </Tabs>
      {organizationId === undefined ? null : (
        <Card title="Mail" description="Invites, password resets and notifications by email.">
          <MailStatusPanel />
        </Card>
      )}
      {administration ? (
        <Card title="Administration" description="The organization's records.">
          {administration}
        </Card>
      ) : null}
    </div>
  );
}
