import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportUpload } from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportMappingForm } from './import-mapping-form.tsx';

const meta = {
  title: 'feature-admin/ImportMappingForm',
  component: ImportMappingForm,
  args: { batch: exampleImportUpload, previewing: false, onPreview: fn(), onDiscard: fn() },
} satisfies Meta<typeof ImportMappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guess leaves the type column unmapped: the required field is named at once. */
export const Guessed: Story = {};
export const Complete: Story = {
  args: { mapping: { ...exampleImportUpload.mapping, '6': 'type' } },
};
export const Previewing: Story = {
  args: { previewing: true, mapping: { ...exampleImportUpload.mapping, '6': 'type' } },
};
export const Nothing: Story = { args: { mapping: {} } };
export const ServerError: Story = {
  args: {
    mapping: { ...exampleImportUpload.mapping, '6': 'type' },
    problem: { field: 'mapping.5', message: 'amount cannot read "n/a"' },
  },
};
