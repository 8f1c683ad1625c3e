import type { Meta, StoryObj } from '@storybook/react-vite';
import { SetNewPasswordForm } from './set-new-password-form.tsx';
import { InCard } from './testing/card-decorator.tsx';

const meta = {
  title: 'feature-auth/SetNewPasswordForm',
  component: SetNewPasswordForm,
  args: { onSubmit: () => undefined, onRequestNewLink: () => undefined, onBack: () => undefined },
  decorators: [
    (Story) => (
      <InCard>
        <Story />
      </InCard>
    ),
  ],
} satisfies Meta<typeof SetNewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  name: 'Error',
  args: {
    problem: { message: "We couldn't reach the server. Check your connection and try again." },
  },
};
export const PasswordRefused: Story = {
  args: { problem: { field: 'password', message: 'This password is too common; choose another' } },
};
export const ExpiredLink: Story = { args: { linkProblem: 'expired' } };
export const InvalidLink: Story = { args: { linkProblem: 'invalid' } };
