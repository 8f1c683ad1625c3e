import type { TransactionRow } from '@salesdash/api-contract';
import {
  ApiTestProviders,
  createFakeApiClient,
  exampleTransaction,
  failure,
  type FakeRequest,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewRoutes, type OverviewRoutesOptions } from './testing/overview-routes.ts';
import { TransactionEditor } from './transaction-editor.tsx';

type EditorSetup =
  | { mode: 'request'; position?: 'closer' | 'setter' }
  | { mode: 'create'; closerId?: number }
  | { mode: 'edit'; transaction: TransactionRow };

function renderEditor(props: EditorSetup, options: OverviewRoutesOptions = {}) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  const onClose = vi.fn();
  render(
    <ApiTestProviders api={fake.api}>
      <TransactionEditor {...props} onClose={onClose} />
    </ApiTestProviders>,
  );
  return { ...fake, onClose };
}

const writes = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.method !== 'GET');

afterEach(() => vi.restoreAllMocks());

describe('TransactionEditor', () => {
  it('checks a commission request field by field before sending it, then sends it typed', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests, onClose } = renderEditor({ mode: 'request' });
    const dialog = await screen.findByRole('dialog', { name: 'Request commission' });
    expect(within(dialog).queryByLabelText('Closer')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    expect(within(dialog).getByText('Choose a product')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the cash collected')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer is required')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Product'), 'Coaching');
    await userEvent.type(within(dialog).getByLabelText('Customer'), 'Avery Stone');
    await userEvent.type(within(dialog).getByLabelText('Cash collected (USD)'), '1500.255');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    expect(
      within(dialog).getByText(/^Cash collected \(USD\) must be a dollar amount/),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Cash collected (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Cash collected (USD)'), '1500.25');
    await userEvent.type(within(dialog).getByLabelText('Contract value (USD)'), '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = writes(requests);
    expect(post?.path).toBe('transactions/employee');
    expect(post?.body).toMatchObject({
      product_id: 1,
      customer_name: 'Avery Stone',
      amount: 1500.25,
      contract_value: 6000,
      transaction_type: 'new',
    });
    expect(post?.body).not.toHaveProperty('user_id');
    expect(success).toHaveBeenCalledWith(
      expect.stringMatching(/^Commission requested on \$1,500\.25/),
    );
  });

  it('sends a setter’s request as setter with the closer they chose, never crediting them', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests } = renderEditor({ mode: 'request', position: 'setter' });
    const dialog = await screen.findByRole('dialog', { name: 'Request commission' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Product'), 'Coaching');
    await userEvent.type(within(dialog).getByLabelText('Customer'), 'Avery Stone');
    await userEvent.type(within(dialog).getByLabelText('Cash collected (USD)'), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    expect(within(dialog).getByText('Choose the closer')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Closer'), 'Dana Closer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toMatchObject({ position: 'setter', user_id: 8 });
    expect(writes(requests)[0]?.body).not.toHaveProperty('setter_id');
  });

  it('says “Failed to request commission transaction” and shows the field the server named', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { onClose } = renderEditor(
      { mode: 'request' },
      {
        requestCommission: failure(
          400,
          'validation-error',
          'transaction_date: must not be after today (2026-11-24)',
        ),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request commission' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Product'), 'Course');
    await userEvent.type(within(dialog).getByLabelText('Customer'), 'Blake Rivera');
    await userEvent.type(within(dialog).getByLabelText('Cash collected (USD)'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request commission' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to request commission transaction'),
    );
    expect(
      within(dialog).getByText('Date: must not be after today (2026-11-24)'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a deal for the member whose page it is, with a setter chosen', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { requests, onClose } = renderEditor({ mode: 'create', closerId: 7 });
    const dialog = await screen.findByRole('dialog', { name: 'Add a transaction' });
    expect(within(dialog).queryByLabelText('Closer')).toBeNull();
    expect(within(dialog).getByText('Casey Closer', { selector: 'p' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Setter'), 'Sam Setter');
    await userEvent.selectOptions(within(dialog).getByLabelText('Product'), 'Coaching');
    await userEvent.selectOptions(within(dialog).getByLabelText('Deal type'), 'payment_plan');
    expect(within(dialog).queryByLabelText('Contract value (USD)')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Customer'), 'Casey Morgan');
    await userEvent.type(within(dialog).getByLabelText('Cash collected (USD)'), '750');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)[0]).toMatchObject({
      method: 'POST',
      path: 'transactions',
      body: { user_id: 7, setter_id: 9, transaction_type: 'payment_plan', amount: 750 },
    });
  });

  it('edits with only the fields changed, and says when nothing changed', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const transaction = exampleTransaction({ transaction_status: 'pending' });
    const { requests, onClose } = renderEditor({ mode: 'edit', transaction });
    const dialog = await screen.findByRole('dialog', { name: 'Edit transaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Nothing to save: change a field first.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Paid by wire');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)).toMatchObject([
      { method: 'PATCH', path: 'transactions/101', body: { notes: 'Paid by wire' } },
    ]);
  });

  it('deletes only after a confirmation, and keeps the dialog with the reason when refused', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const transaction = exampleTransaction({ transaction_status: 'pending' });
    const refusal =
      'The transaction is approved and cannot be deleted: its commission is paid at its amount and date; refund it instead';
    const { requests, onClose } = renderEditor(
      { mode: 'edit', transaction },
      { deleteTransaction: failure(409, 'conflict', refusal) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit transaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete…' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this transaction?' });
    expect(writes(requests)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete transaction' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: 'transactions/101' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failed product list with a retry instead of the form', async () => {
    renderEditor(
      { mode: 'request' },
      { products: failure(500, 'internal', 'Products did not load') },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Loading the form' });
    expect(await within(dialog).findByText('Products did not load')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
