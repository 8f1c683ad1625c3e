import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleRoles } from '@salesdash/data-access-api/testing';
import { RoleForm, type RoleFormProps } from './role-form.tsx';

const meta = {
  title: 'feature-settings-admin/RoleForm',
  component: RoleForm,
  args: {
    today: '2026-11-24',
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<RoleFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const Editing: Story = { args: { role: exampleRoles[0] } };
export const InvalidFromServer: Story = {
  args: {
    problem: {
      field: 'role_title',
      message: 'Another sales role of this organization has this title',
    },
  },
};
export const Submitting: Story = { args: { role: exampleRoles[0], saving: true } };
export const ServerError: Story = {
  args: {
    role: exampleRoles[0],
    problem: {
      message:
        'Someone changed this sales role since you opened it; reload to see their change and try again',
    },
  },
};
