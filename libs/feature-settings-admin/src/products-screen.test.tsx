import { exampleProducts, failure } from '@salesdash/data-access-api/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductsScreen } from './products-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const renderScreen = (options: AdminRoutesOptions = {}) =>
  render(
    <WithFakeAdminApi options={options}>
      <ProductsScreen />
    </WithFakeAdminApi>,
  );

afterEach(() => {
  vi.useRealTimers();
});

async function createNamed(name: string, user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'New product' }));
  const dialog = screen.getByRole('dialog', { name: 'New product' });
  await user.type(within(dialog).getByLabelText(/^Name/), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
  return dialog;
}

describe('ProductsScreen', () => {
  it('lists the products with their people, archived ones marked', async () => {
    renderScreen({
      products: exampleProducts.map((product, index) =>
        index === 0
          ? { ...product, employees: [{ user_id: 7, role_id: '1', title: '' }] }
          : { ...product, is_active: false },
      ),
    });
    expect(await screen.findByText('Casey Closer (Closer)')).toBeInTheDocument();
    expect(screen.getByText('(archived)')).toBeInTheDocument();
  });

  it('creates a product and shows it', async () => {
    renderScreen();
    await createNamed('Mastermind');
    expect(await screen.findByText('Mastermind')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a 400’s field message at once, without retrying', async () => {
    renderScreen({
      createProduct: [
        failure(
          400,
          'validation-error',
          'name: Another product of this organization has this name',
        ),
      ],
    });
    await createNamed('Coaching');
    expect(
      await screen.findByText('Name: Another product of this organization has this name'),
    ).toBeInTheDocument();
  });

  it('retries a 5xx after 3, 7 and 15 s, then says "Failed to create user"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen({ createProduct: [failure(503, 'unavailable', 'Service unavailable')] });
    await createNamed('Mastermind', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await act(() => vi.advanceTimersByTimeAsync(24_000));
    expect(screen.queryByText('Failed to create user')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create user');
  });

  it('archives a product after asking, focus on Cancel first', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Archive Coaching' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Coaching?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByRole('button', { name: 'Restore Coaching' })).toBeInTheDocument();
  });

  it('puts a person on a product with a role and title', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'People on Coaching' }));
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const form = screen.getByRole('dialog', { name: 'Add a person to Coaching' });
    await user.selectOptions(within(form).getByLabelText(/^Person/), '7');
    await user.selectOptions(within(form).getByLabelText(/^Sales role/), '1');
    await user.type(within(form).getByLabelText(/^Title/), 'Lead');
    await user.click(within(form).getByRole('button', { name: 'Add to team' }));
    const team = await screen.findByRole('list', { name: 'Team of Coaching' });
    expect(within(team).getByText('Casey Closer')).toBeInTheDocument();
    expect(within(team).getByText('Closer · Lead')).toBeInTheDocument();
  });
});
