import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportHistory } from './import-history.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { importHistoryAnswers } from './testing/import-history-answers.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportHistory',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <ImportHistory onContinue={fn()} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: importHistoryAnswers.loading } };
export const Empty: Story = { args: { api: importHistoryAnswers.empty } };
export const LoadError: Story = { args: { api: importHistoryAnswers.failed } };
export const UndoRefused: Story = {
  args: {
    api: {
      imports: {
        undo: failure(409, 'conflict', 'Row 12 (transaction 4567) was refunded since the import'),
      },
    },
  },
};
