import { exampleSignedInUser, failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordForm } from './password-form.tsx';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/PasswordForm',
  component: PasswordForm,
  args: { email: 'casey.closer@demo.test' },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pristine: three empty fields and the rules. */
export const Pristine: Story = {
  decorators: withFakeApi({ 'POST auth/password': success(exampleSignedInUser()) }),
};
/** The change never ends: the button spins and the fields lock. */
export const Submitting: Story = {
  decorators: withFakeApi({ 'POST auth/password': 'pending' }),
};
/** The current password is wrong: the server says so under that field after a submit. */
export const WrongCurrentPassword: Story = {
  decorators: withFakeApi({
    'POST auth/password': failure(
      400,
      'wrong-password',
      'current_password: The current password is wrong',
    ),
  }),
};
