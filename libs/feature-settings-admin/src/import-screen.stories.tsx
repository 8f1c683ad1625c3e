import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleCommittingImport } from '@salesdash/data-access-api/testing';
import { ImportScreen } from './import-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { importHistoryAnswers } from './testing/import-history-answers.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <ImportScreen />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: importHistoryAnswers.loading } };
export const Empty: Story = { args: { api: importHistoryAnswers.empty } };
export const LoadError: Story = { args: { api: importHistoryAnswers.failed } };
export const Running: Story = {
  args: { api: { imports: { imports: [exampleCommittingImport], pollsToFinish: 1000 } } },
};
