import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImportValueMap } from './import-value-map.tsx';

const stage = {
  column: 6,
  header: 'Stage',
  samples: ['Closed Won', 'Closed Won', 'Closed Lost'],
  values: [
    { value: 'Closed Won', rows: 412 },
    { value: 'Closed Lost', rows: 37 },
    { value: '', rows: 3 },
  ],
  more_values: false,
};

const meta = {
  title: 'feature-settings-admin/ImportValueMap',
  component: ImportValueMap,
  args: {
    kind: 'transactions',
    field: 'status',
    header: 'Stage',
    column: stage,
    loading: false,
    map: { 'Closed Won': 'approved' },
    onChange: fn(),
  },
} satisfies Meta<typeof ImportValueMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { column: undefined, loading: true } };
/** The values could not be read: they are read as written. */
export const Unreadable: Story = { args: { column: undefined, loading: false } };
export const Empty: Story = { args: { column: { ...stage, values: [], samples: [] } } };
export const MoreValuesThanListed: Story = { args: { column: { ...stage, more_values: true } } };
