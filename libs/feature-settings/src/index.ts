export { NotificationPreferencesForm } from './notification-preferences-form.tsx';
export { notificationTriggerLabels } from './notification-trigger-labels.ts';
export {
  SettingsPage,
  settingsTabs,
  type SettingsPageProps,
  type SettingsTab,
} from './settings-page.tsx';
