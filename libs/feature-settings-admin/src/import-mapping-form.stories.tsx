import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportColumns, exampleImportUpload } from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportMappingForm } from './import-mapping-form.tsx';

const meta = {
  title: 'feature-settings-admin/ImportMappingForm',
  component: ImportMappingForm,
  args: {
    batch: exampleImportUpload,
    columns: exampleImportColumns,
    previewing: false,
    onPreview: fn(),
    onDiscard: fn(),
    onRetryColumns: fn(),
  },
} satisfies Meta<typeof ImportMappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeMapped = { ...exampleImportUpload.mapping, '6': 'type' };

/** The guess leaves the type column unmapped: the required field is named at once. */
export const Guessed: Story = {};
/** The first values under each column are still being read: the mapping can be chosen. */
export const ColumnsLoading: Story = { args: { columns: undefined } };
export const ColumnsError: Story = {
  args: { columns: undefined, columnsProblem: 'The server did not answer' },
};
export const Complete: Story = {
  args: { choice: { mapping: typeMapped, constants: {}, value_maps: {} } },
};
/** The Type column in the file's own words, each value mapped to a type. */
export const ValuesMapped: Story = {
  args: {
    choice: {
      mapping: typeMapped,
      constants: {},
      value_maps: { type: { 'One-off': 'new', Monthly: 'payment_plan' } },
    },
  },
};
/** A CRM export with no Type column: every row is a new deal. */
export const SameForEveryRow: Story = {
  args: {
    choice: { mapping: exampleImportUpload.mapping, constants: { type: 'new' }, value_maps: {} },
  },
};
export const Previewing: Story = {
  args: { previewing: true, choice: { mapping: typeMapped, constants: {}, value_maps: {} } },
};
export const Nothing: Story = { args: { choice: { mapping: {}, constants: {}, value_maps: {} } } };
export const ServerError: Story = {
  args: {
    choice: { mapping: typeMapped, constants: {}, value_maps: {} },
    problem: { field: 'mapping.5', message: 'amount cannot read "n/a"' },
  },
};
