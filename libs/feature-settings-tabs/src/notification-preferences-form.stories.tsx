import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/NotificationPreferencesForm',
  component: NotificationPreferencesForm,
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = success(exampleNotificationPreferences);

export const Data: Story = {
  decorators: withFakeApi({
    'GET notification-preferences': loaded,
    'PUT notification-preferences': ({ body }) =>
      success({ email_available: true, ...(body as object) }),
  }),
};
/** The server sends no mail: the choices are kept, and the form says nothing is mailed. */
export const MailOff: Story = {
  decorators: withFakeApi({
    'GET notification-preferences': success({
      ...exampleNotificationPreferences,
      email_available: false,
    }),
  }),
};
export const Loading: Story = {
  decorators: withFakeApi({ 'GET notification-preferences': 'pending' }),
};
export const LoadError: Story = {
  name: 'Error',
  decorators: withFakeApi({ 'GET notification-preferences': failure(500, 'internal') }),
};
/** Saving never ends: the button spins and the boxes lock. */
export const Submitting: Story = {
  decorators: withFakeApi({
    'GET notification-preferences': loaded,
    'PUT notification-preferences': 'pending',
  }),
};
/** The server refuses the save: its message above the choices, which stay as chosen. */
export const SaveError: Story = {
  decorators: withFakeApi({
    'GET notification-preferences': loaded,
    'PUT notification-preferences': failure(
      400,
      'invalid-argument',
      'preferences: lists a trigger twice',
    ),
  }),
};
