import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, success } from '@salesdash/data-access-api/testing';
import { LoginPage } from './login-page.tsx';
import { withFakeApi } from './testing/auth-providers.tsx';

const decorators = withFakeApi({
  'POST auth/login': failure(401, 'invalid-credential'),
  'POST auth/reset-request': success({ ok: true }),
  'POST auth/reset': failure(400, 'expired-action-code'),
});

const meta = {
  title: 'feature-auth/LoginPage',
  component: LoginPage,
  args: { onSignedIn: () => undefined },
  decorators,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in answers invalid-credential; "Forgot password?" answers ok. */
export const SignIn: Story = {};
/** Opened from a reset link; submitting answers expired-action-code. */
export const ResetLink: Story = { args: { resetToken: 'reset-token' } };
