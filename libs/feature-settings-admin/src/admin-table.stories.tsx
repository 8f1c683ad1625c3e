import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTable, type AdminTableProps } from './admin-table.tsx';

type Row = { id: number; name: string };

const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Product ${index + 1}`,
}));

const meta = {
  title: 'feature-settings-admin/AdminTable',
  component: AdminTable<Row>,
  args: {
    label: 'Products',
    columns: [{ id: 'name', header: 'Product', cell: (row: Row) => row.name }],
    rows,
    getRowId: (row: Row) => String(row.id),
    loading: false,
    onRetry: () => undefined,
    emptyTitle: 'No products yet',
    emptyDescription: 'Create the first product your team sells.',
  },
} satisfies Meta<AdminTableProps<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { rows: undefined, loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const LoadError: Story = { args: { rows: undefined, error: 'Failed to load Products' } };
