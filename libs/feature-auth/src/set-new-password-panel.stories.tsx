import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleSignedInUser, failure, success } from '@salesdash/data-access-api/testing';
import { SetNewPasswordPanel } from './set-new-password-panel.tsx';
import { withFakeApi } from './testing/auth-providers.tsx';
import { InCard } from './testing/card-decorator.tsx';

const meta = {
  title: 'feature-auth/SetNewPasswordPanel',
  component: SetNewPasswordPanel,
  args: {
    token: 'reset-token',
    onSignedIn: () => undefined,
    onRequestNewLink: () => undefined,
    onBack: () => undefined,
  },
  decorators: [
    (Story) => (
      <InCard>
        <Story />
      </InCard>
    ),
  ],
} satisfies Meta<typeof SetNewPasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A good password signs in. */
export const Default: Story = {
  decorators: withFakeApi({ 'POST auth/reset': success(exampleSignedInUser()) }),
};
/** The link has expired: submitting offers a new one. */
export const ExpiredLink: Story = {
  decorators: withFakeApi({ 'POST auth/reset': failure(400, 'expired-action-code') }),
};
/** The server refuses the password itself: its message shows under the field. */
export const PasswordRefused: Story = {
  decorators: withFakeApi({
    'POST auth/reset': failure(400, 'validation-error', 'password: is one you used before'),
  }),
};
