import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, success } from '@salesdash/data-access-api/testing';
import { ForgotPasswordPanel } from './forgot-password-panel.tsx';
import { withFakeApi } from './testing/auth-providers.tsx';
import { InCard } from './testing/card-decorator.tsx';

const meta = {
  title: 'feature-auth/ForgotPasswordPanel',
  component: ForgotPasswordPanel,
  args: { defaultEmail: 'closer@demo.test', onBack: () => undefined },
  decorators: [
    (Story) => (
      <InCard>
        <Story />
      </InCard>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Send reset link" answers ok: the confirmation follows. */
export const Default: Story = {
  decorators: withFakeApi({ 'POST auth/reset-request': success({ ok: true }) }),
};
/** "Send reset link" is answered with a rate limit of 15 minutes. */
export const RateLimited: Story = {
  decorators: withFakeApi({
    'POST auth/reset-request': failure(429, 'too-many-requests', 'x', { 'retry-after': '900' }),
  }),
};
/** The request never answers: the form stays locked with its spinner. */
export const Sending: Story = {
  decorators: withFakeApi({ 'POST auth/reset-request': () => new Promise(() => undefined) }),
};
