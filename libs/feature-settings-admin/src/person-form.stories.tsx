import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleOrgUser, exampleRoles } from '@salesdash/data-access-api/testing';
import { PersonForm, type PersonFormProps } from './person-form.tsx';
import { examplePeople } from './testing/people-routes.ts';

const meta = {
  title: 'feature-settings-admin/PersonForm',
  component: PersonForm,
  args: {
    person: exampleOrgUser(),
    isAdmin: true,
    managers: examplePeople.filter((person) => person.access <= 3),
    roles: exampleRoles,
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<PersonFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const WithPayrollId: Story = { args: { person: exampleOrgUser({ payroll_id: 'PR-0042' }) } };
export const AsManager: Story = { args: { isAdmin: false } };
export const InvalidFromServer: Story = {
  args: {
    problem: {
      field: 'access',
      message: 'Ada Admin is the last active admin; make someone else an admin first',
    },
  },
};
export const Submitting: Story = { args: { saving: true } };
export const ServerError: Story = {
  args: {
    problem: {
      message:
        'Someone changed this person since you opened the form; reload to see their change and try again',
    },
  },
};
