import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm } from './profile-form.tsx';
import { exampleProfile } from './testing/example-profile.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/ProfileForm',
  component: ProfileForm,
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = success(exampleProfile);

/** Pristine: the stored names, initials for the picture. */
export const Data: Story = {
  decorators: withFakeApi({
    'GET profile': loaded,
    'PUT profile': ({ body }) =>
      success({ ...exampleProfile, ...(body as object), version: exampleProfile.version + 1 }),
  }),
};
export const Loading: Story = { decorators: withFakeApi({ 'GET profile': 'pending' }) };
export const LoadError: Story = {
  name: 'Error',
  decorators: withFakeApi({ 'GET profile': failure(500, 'internal') }),
};
/** Saving never ends: the button spins and the fields lock. */
export const Submitting: Story = {
  decorators: withFakeApi({ 'GET profile': loaded, 'PUT profile': 'pending' }),
};
/** The server refuses a field: its message under that field after a save. */
export const ServerFieldError: Story = {
  decorators: withFakeApi({
    'GET profile': loaded,
    'PUT profile': failure(400, 'validation-error', 'last_name: must be at most 100 characters'),
  }),
};
/** Someone saved first: a save answers 409 and the form offers to reload. */
export const Stale: Story = {
  decorators: withFakeApi({
    'GET profile': loaded,
    'PUT profile': failure(
      409,
      'stale-version',
      'Someone changed this profile since you opened it',
    ),
  }),
};
