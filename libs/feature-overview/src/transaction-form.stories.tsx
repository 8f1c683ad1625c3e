import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleOrgUsers,
  exampleProducts,
  exampleTransaction,
} from '@salesdash/data-access-api/testing';
import { TransactionForm, type TransactionFormProps } from './transaction-form.tsx';
import { withDialogOpener } from './testing/with-dialog-opener.tsx';

const meta = {
  decorators: [withDialogOpener],
  title: 'feature-overview/TransactionForm',
  component: TransactionForm,
  args: {
    mode: 'request',
    products: exampleProducts,
    today: '2026-11-24',
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<TransactionFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An employee asks for commission on their deal. */
export const Request: Story = {};
/** A setter's request: they name the closer, who is credited with the deal. */
export const RequestAsSetter: Story = {
  args: {
    position: 'setter',
    closers: [
      { user_id: 7, display_name: 'Casey Closer' },
      { user_id: 8, display_name: 'Dana Closer' },
    ],
  },
};
/** An admin adds a deal on a member's page: the closer is fixed. */
export const CreateForMember: Story = {
  args: { mode: 'create', people: exampleOrgUsers, closerId: 7 },
};
/** An admin adds a deal on a product's page: the product is chosen, the closer is not. */
export const CreateOnProduct: Story = {
  args: { mode: 'create', people: exampleOrgUsers, productId: 2 },
};
export const Edit: Story = {
  args: {
    mode: 'edit',
    people: exampleOrgUsers,
    transaction: exampleTransaction({ transaction_status: 'pending' }),
    onDelete: () => undefined,
  },
};
export const Saving: Story = { args: { saving: true } };
/** A 400 the server named a field in, under that field. */
export const ServerNamedAField: Story = {
  args: { problem: { field: 'transaction_date', message: 'must not be after today (2026-11-24)' } },
};
/** A refusal about the whole transaction, above the form. */
export const ServerRefused: Story = {
  args: {
    mode: 'edit',
    people: exampleOrgUsers,
    transaction: exampleTransaction({ transaction_status: 'rejected' }),
    problem: {
      message:
        'The transaction is approved and cannot be changed: its commission is paid at its amount and date; refund it instead',
    },
  },
};
