import { exampleProducts } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm, type ProductFormProps } from './product-form.tsx';

const renderForm = (props: Partial<ProductFormProps> = {}) => {
  const onSave = vi.fn();
  render(<ProductForm saving={false} onSave={onSave} onClose={() => undefined} {...props} />);
  return { onSave };
};

describe('ProductForm', () => {
  it('starts pristine, then checks the name and price by the contract before saving', async () => {
    const { onSave } = renderForm();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription(/^Name is required/);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Mastermind');
    await userEvent.type(screen.getByLabelText(/^Price/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByLabelText(/^Price/)).toHaveAccessibleDescription(/^Price must be/);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Price/));
    await userEvent.type(screen.getByLabelText(/^Price/), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Mastermind', price: 2500 }));
  });

  it.each([
    ['1,997.00', 1997],
    ['$12,500', 12500],
    ['1997.5', 1997.5],
  ])('takes the price "%s" as typed, thousands separators and all', async (typed, price) => {
    const { onSave } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'VIP Coaching');
    await userEvent.type(screen.getByLabelText(/^Price/), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'VIP Coaching', price }));
  });

  it.each(['1,99', '1.997,00', 'ten'])('refuses the price "%s"', async (typed) => {
    const { onSave } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'VIP Coaching');
    await userEvent.type(screen.getByLabelText(/^Price/), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByLabelText(/^Price/)).toHaveAccessibleDescription(/^Price must be/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('starts an edit from the product', () => {
    renderForm({ product: exampleProducts[0] });
    expect(screen.getByRole('dialog', { name: 'Edit Coaching' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Coaching');
  });

  it('shows the server’s 400 under the field it names, and locks while submitting', () => {
    renderForm({
      saving: true,
      problem: { field: 'name', message: 'Another product of this organization has this name' },
    });
    expect(
      screen.getByText('Name: Another product of this organization has this name'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
  });

  it('shows a server error naming no field above the form', () => {
    renderForm({ problem: { message: 'Failed to create user' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create user');
  });
});
