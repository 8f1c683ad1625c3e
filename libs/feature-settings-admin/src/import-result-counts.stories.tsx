import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportBatches, exampleImportUpload } from '@salesdash/data-access-api/testing';
import { ImportResultCounts } from './import-result-counts.tsx';

const meta = {
  title: 'feature-settings-admin/ImportResultCounts',
  component: ImportResultCounts,
  args: { batch: exampleImportBatches[1] ?? exampleImportUpload },
} satisfies Meta<typeof ImportResultCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Empty: Story = { args: { batch: exampleImportUpload } };
