import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportUpload, failure } from '@salesdash/data-access-api/testing';
import { ImportFlow } from './import-flow.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportFlow',
  args: { api: { imports: { imports: [] } } },
  render: ({ api, initial }) => (
    <WithFakeAdminApi options={api}>
      <ImportFlow initial={initial ?? null} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions; initial?: typeof exampleImportUpload }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upload: Story = {};
export const Mapping: Story = { args: { initial: exampleImportUpload } };
export const Loading: Story = { args: { api: { imports: { imports: 'pending' } } } };
export const HistoryError: Story = {
  args: { api: { imports: { imports: failure(500, 'internal', 'Internal Server Error') } } },
};
