import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@salesdash/ui-kit';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'feature-auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => undefined },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true, defaultEmail: 'closer@demo.test' } };
export const WithError: Story = {
  name: 'Error',
  args: { error: 'Incorrect email or password.', defaultEmail: 'closer@demo.test' },
};
