import { exampleRoles } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoleForm, type RoleFormProps } from './role-form.tsx';

const renderForm = (props: Partial<RoleFormProps> = {}) => {
  const onSave = vi.fn();
  render(
    <RoleForm
      today="2026-11-24"
      saving={false}
      onSave={onSave}
      onClose={() => undefined}
      {...props}
    />,
  );
  return { onSave };
};

describe('RoleForm', () => {
  it('starts pristine, asks for a title and a percent, and refuses one above 100', async () => {
    const { onSave } = renderForm();
    expect(screen.queryByLabelText(/^New rate from/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveAccessibleDescription(/is required/);
    expect(screen.getByLabelText(/^Commission/)).toHaveAccessibleDescription(/Enter a percent/);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Closer');
    await userEvent.type(screen.getByLabelText(/^Commission/), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByLabelText(/^Commission/)).toHaveAccessibleDescription(
      /must be a percent/,
    );
    await userEvent.clear(screen.getByLabelText(/^Commission/));
    await userEvent.type(screen.getByLabelText(/^Commission/), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        role_title: 'Closer',
        commission: 12.5,
        effective_from: '2026-11-24',
      }),
    );
  });

  it('changes a percent from the day chosen', async () => {
    const { onSave } = renderForm({ role: exampleRoles[0] });
    await userEvent.clear(screen.getByLabelText(/^Commission/));
    await userEvent.type(screen.getByLabelText(/^Commission/), '15');
    await userEvent.clear(screen.getByLabelText(/^New rate from/));
    await userEvent.type(screen.getByLabelText(/^New rate from/), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        role_title: 'Closer',
        commission: 15,
        effective_from: '2026-12-01',
      }),
    );
  });

  it('shows the server’s 400 under its field, a 409 above the form, and locks while submitting', () => {
    renderForm({
      role: exampleRoles[0],
      saving: true,
      problem: { field: 'role_title', message: 'Another sales role has this title' },
    });
    expect(screen.getByText('Title: Another sales role has this title')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Commission/)).toBeDisabled();
  });

  it('shows a stale edit’s refusal above the form', () => {
    renderForm({ role: exampleRoles[0], problem: { message: 'Someone changed this sales role' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Someone changed this sales role');
  });
});
