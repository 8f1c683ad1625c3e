import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import type { OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';
import { TransactionEditor } from './transaction-editor.tsx';
import { withDialogOpener } from './testing/with-dialog-opener.tsx';

type StoryArgs = { options: OverviewRoutesOptions; mode: 'request' | 'create' };

const meta = {
  decorators: [withDialogOpener],
  title: 'feature-overview/TransactionEditor',
  args: { options: {}, mode: 'request' },
  render: ({ options, mode }) => (
    <WithFakeOverviewApi options={options}>
      <TransactionEditor mode={mode} onClose={() => undefined} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {};
export const AdminAdds: Story = { args: { mode: 'create' } };
export const Loading: Story = { args: { options: { products: 'pending' } } };
export const ListFailed: Story = {
  args: { options: { products: failure(500, 'internal', 'Products did not load') } },
};
/** The request is refused: try submitting a filled form. */
export const RequestRefused: Story = {
  args: {
    options: { requestCommission: failure(500, 'internal', 'Internal Server Error') },
  },
};
