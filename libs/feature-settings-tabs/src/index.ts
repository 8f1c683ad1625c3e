export { MailStatusPanel } from './mail-status-panel.tsx';
export { NotificationPreferencesForm } from './notification-preferences-form.tsx';
export { notificationTriggerLabels } from './notification-trigger-labels.ts';
export { OrganizationForm } from './organization-form.tsx';
export { PasswordForm } from './password-form.tsx';
export { ProfileForm } from './profile-form.tsx';
export {
  defaultSettingsTab,
  SettingsPage,
  settingsTabs,
  tabsFor,
  type SettingsPageProps,
  type SettingsTab,
} from './settings-page.tsx';
