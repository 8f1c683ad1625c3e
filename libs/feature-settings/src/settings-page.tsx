import { Card, PageHeader, Tabs, type TabItem } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

/** The tabs of `/settings` that work today; profile, password and organization follow. */
export type SettingsTab = 'notifications' | 'appearance';

export const settingsTabs: readonly TabItem<SettingsTab>[] = [
  { value: 'notifications', label: 'Notifications' },
  { value: 'appearance', label: 'Appearance' },
];

export type SettingsPageProps = {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The shell's colour-mode control, bound to the stored choice. */
  colorMode: ReactNode;
  /** An admin's links to the organization's screens (the audit log); none for others. */
  administration?: ReactNode;
};

/** `/settings`: a person's own settings, one tab at a time (the tab is the page's URL's). */
export function SettingsPage({ tab, onTabChange, colorMode, administration }: SettingsPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="How SalesDash reaches you and how it looks." />
      <Tabs label="Settings" items={settingsTabs} value={tab} onChange={onTabChange}>
        {tab === 'notifications' ? (
          <Card
            title="Notifications"
            description="Which events reach you in the app, and which by email."
          >
            <NotificationPreferencesForm />
          </Card>
        ) : (
          <Card title="Appearance" description="Light, dark, or as your system is set.">
            {colorMode}
          </Card>
        )}
      </Tabs>
      {administration ? (
        <Card title="Administration" description="The organization's records.">
          {administration}
        </Card>
      ) : null}
    </div>
  );
}
