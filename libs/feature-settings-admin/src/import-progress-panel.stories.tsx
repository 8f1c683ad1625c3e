import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleCommittingImport,
  exampleImportBatches,
  failure,
} from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportProgressPanel } from './import-progress-panel.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportProgressPanel',
  args: { api: { imports: { imports: [exampleCommittingImport], pollsToFinish: 1000 } }, id: 8 },
  render: ({ api, id }) => (
    <WithFakeAdminApi options={api}>
      <ImportProgressPanel importBatchId={id} onNext={fn()} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions; id: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Loading: Story = { args: { api: { imports: { batch: 'pending' } } } };
export const Done: Story = { args: { api: { imports: { imports: exampleImportBatches } }, id: 6 } };
export const Partial: Story = {
  args: { api: { imports: { imports: exampleImportBatches } }, id: 5 },
};
export const LoadError: Story = {
  args: { api: { imports: { batch: failure(500, 'internal', 'Internal Server Error') } } },
};
