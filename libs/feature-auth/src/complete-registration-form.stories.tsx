import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleInvitation } from '@salesdash/data-access-api/testing';
import { CompleteRegistrationForm } from './complete-registration-form.tsx';
import { InCard } from './testing/card-decorator.tsx';

const meta = {
  title: 'feature-auth/CompleteRegistrationForm',
  component: CompleteRegistrationForm,
  args: { invitation: exampleInvitation, onSubmit: () => undefined },
  decorators: [
    (Story) => (
      <InCard>
        <Story />
      </InCard>
    ),
  ],
} satisfies Meta<typeof CompleteRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutNames: Story = {
  args: { invitation: { ...exampleInvitation, first_name: '', last_name: '', invited_by: null } },
};
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  name: 'Error',
  args: { error: 'The password must not be your email address' },
};
