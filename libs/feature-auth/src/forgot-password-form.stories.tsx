import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { InCard } from './testing/card-decorator.tsx';

const meta = {
  title: 'feature-auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: () => undefined, onBack: () => undefined, defaultEmail: 'closer@demo.test' },
  decorators: [
    (Story) => (
      <InCard>
        <Story />
      </InCard>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  name: 'Error',
  args: { problem: { message: 'Too many attempts. Try again in 15 minutes.' } },
};
export const EmailRefused: Story = {
  args: { problem: { field: 'email', message: 'Invalid email address' } },
};
export const Sent: Story = { args: { sent: true } };
