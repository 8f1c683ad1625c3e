import { exampleProducts, exampleRoles } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RateForm, type RateFormProps } from './rate-form.tsx';

const renderForm = (props: Partial<RateFormProps> = {}) => {
  const onSave = vi.fn();
  render(
    <RateForm
      userId={7}
      who="Casey Closer"
      roles={exampleRoles}
      products={exampleProducts}
      today="2026-11-24"
      saving={false}
      onSave={onSave}
      onClose={() => undefined}
      {...props}
    />,
  );
  return { onSave };
};

describe('RateForm', () => {
  it('asks for a role, then checks the rate by the contract before saving', async () => {
    const { onSave } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Choose a sales role')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sales role'), '1');
    await userEvent.type(screen.getByLabelText('Rate (%)'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByLabelText('Rate (%)')).toHaveAccessibleDescription(/^Rate \(%\) /);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Rate (%)'));
    await userEvent.type(screen.getByLabelText('Rate (%)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      user_id: 7,
      role_id: 1,
      product_id: null,
      commission: 12.5,
      effective_from: '2026-11-24',
    });
  });

  it('shows what the server refused under the field it names, and locks while saving', () => {
    renderForm({ saving: true, problem: { field: 'role_id', message: 'No such role' } });
    expect(screen.getByText('Sales role: No such role')).toBeInTheDocument();
    expect(screen.getByLabelText('Rate (%)')).toBeDisabled();
  });

  it('shows a problem naming no field above the form', () => {
    renderForm({ problem: { message: 'Refused' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
  });
});
