export { NotificationPreferencesForm } from './notification-preferences-form.tsx';
export { notificationTriggerLabels } from './notification-trigger-labels.ts';
