import { exampleOrgUser, exampleRoles } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonForm, type PersonFormProps } from './person-form.tsx';
import { examplePeople } from './testing/people-routes.ts';

const renderForm = (props: Partial<PersonFormProps> = {}) => {
  const onSave = vi.fn();
  render(
    <PersonForm
      person={exampleOrgUser({ version: 4 })}
      isAdmin
      managers={examplePeople.filter((person) => person.access <= 3)}
      roles={exampleRoles}
      saving={false}
      onSave={onSave}
      onClose={() => undefined}
      {...props}
    />,
  );
  return onSave;
};

describe('PersonForm', () => {
  it('starts from the person as they are', () => {
    renderForm();
    expect(screen.getByLabelText('Access level')).toHaveValue('4');
    expect(screen.getByLabelText('Manager')).toHaveValue('3');
    expect(screen.getByLabelText('Default sales role')).toHaveValue('1');
  });

  it('sends only what changed, with the version it was opened on', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.selectOptions(screen.getByLabelText('Access level'), '3');
    await user.selectOptions(screen.getByLabelText('Manager'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ version: 4, access: 3, manager_id: null });
  });

  it('lets an admin set and clear a payroll ID', async () => {
    const user = userEvent.setup();
    const onSave = renderForm({ person: exampleOrgUser({ version: 4, payroll_id: 'PR-1' }) });
    const field = screen.getByLabelText('Payroll ID');
    expect(field).toHaveValue('PR-1');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ version: 4, payroll_id: '' });
  });

  it('shows no payroll ID to a manager', () => {
    renderForm({ isAdmin: false });
    expect(screen.queryByLabelText('Payroll ID')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', () => {
    renderForm({ problem: { field: 'access', message: 'Ada is the last active admin' } });
    expect(screen.getByText(/Access level: Ada is the last active admin/)).toBeInTheDocument();
  });

  it('shows a stale-form refusal above the fields', () => {
    renderForm({ problem: { message: 'Someone changed this person since you opened the form' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/Someone changed this person/);
  });

  it('locks its fields while saving', () => {
    renderForm({ saving: true });
    expect(screen.getByLabelText('Default sales role')).toBeDisabled();
  });
});
