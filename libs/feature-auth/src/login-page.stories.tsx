import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './login-page.tsx';
import { failure, success, withMockApi } from './testing/mock-api.tsx';

const decorators = withMockApi({
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
