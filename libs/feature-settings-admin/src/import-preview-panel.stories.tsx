import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportPreview } from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportPreviewPanel } from './import-preview-panel.tsx';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportPreviewPanel',
  component: ImportPreviewPanel,
  args: {
    preview: exampleImportPreview,
    names: exampleImportPreview.unmatched,
    resolutions: {},
    onResolve: fn(),
    stale: false,
    previewing: false,
    onPreviewAgain: fn(),
    onEditMapping: fn(),
    onImport: fn(),
    onDiscard: fn(),
  },
  decorators: [
    (Story) => (
      <WithFakeAdminApi>
        <Story />
      </WithFakeAdminApi>
    ),
  ],
} satisfies Meta<typeof ImportPreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Resolved: Story = {
  args: {
    stale: true,
    resolutions: {
      'person:old.rep@demo.test': { kind: 'person', value: 'old.rep@demo.test', action: 'create' },
      'product:Mastermind': { kind: 'product', value: 'Mastermind', action: 'map', id: 1 },
    },
  },
};
export const Previewing: Story = { args: { stale: true, previewing: true } };
export const Empty: Story = {
  args: {
    preview: {
      ...exampleImportPreview,
      rows: [],
      problems: [],
      unmatched: [],
      counts: { rows: 0, new: 0, update: 0, duplicate: 0, rejected: 0, unmatched: 0 },
    },
    names: [],
  },
};
export const CommitRefused: Story = {
  args: { problem: 'This import is no longer waiting to be imported' },
};
