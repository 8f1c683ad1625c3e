import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyDataTable } from './lazy-data-table.tsx';

type Row = { id: string; name: string };

const meta = {
  title: 'ui-kit/LazyDataTable',
  component: LazyDataTable<Row>,
  args: {
    label: 'Appointments',
    columns: [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }],
    rows: [
      { id: '1', name: 'Discovery call' },
      { id: '2', name: 'Follow-up' },
    ],
    getRowId: (row: Row) => row.id,
    totalCount: 2,
    totalPages: 1,
    page: 1,
    onPageChange: () => undefined,
  },
} satisfies Meta<typeof LazyDataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
