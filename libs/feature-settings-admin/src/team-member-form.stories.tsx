import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleOrgUsers, exampleRoles } from '@salesdash/data-access-api/testing';
import { TeamMemberForm, type TeamMemberFormProps } from './team-member-form.tsx';

const meta = {
  title: 'feature-settings-admin/TeamMemberForm',
  component: TeamMemberForm,
  args: {
    productName: 'Coaching',
    people: exampleOrgUsers,
    roles: exampleRoles,
    today: '2026-11-24',
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<TeamMemberFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const Changing: Story = {
  args: { member: { user_id: 7, role_id: '1', title: 'Senior closer' } },
};
export const InvalidFromServer: Story = {
  args: { problem: { field: 'user_id', message: 'Already on this product’s team' } },
};
export const Submitting: Story = { args: { saving: true } };
export const ServerError: Story = {
  args: { problem: { message: 'This product is archived; restore it to change its team' } },
};
