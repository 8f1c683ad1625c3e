import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NewPasswordFields } from './new-password-fields.tsx';
import { InCard } from './testing/card-decorator.tsx';

function Controlled(props: { password: string; confirm: string; showErrors: boolean }) {
  const [password, setPassword] = useState(props.password);
  const [confirm, setConfirm] = useState(props.confirm);
  return (
    <InCard>
      <div className="flex flex-col gap-4">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          email="nia.new@demo.test"
          showErrors={props.showErrors}
        />
      </div>
    </InCard>
  );
}

const meta = {
  title: 'feature-auth/NewPasswordFields',
  component: Controlled,
  args: { password: '', confirm: '', showErrors: false },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const TooShort: Story = { args: { password: 'short' } };
export const Common: Story = { args: { password: 'password123', showErrors: true } };
export const Mismatch: Story = {
  args: { password: 'a-long-secret', confirm: 'a-long-secreT', showErrors: true },
};
export const Valid: Story = { args: { password: 'a-long-secret', confirm: 'a-long-secret' } };
