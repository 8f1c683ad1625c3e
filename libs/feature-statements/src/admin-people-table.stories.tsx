import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminPeopleTable } from './admin-people-table.tsx';
import { exampleAdminMonth } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/AdminPeopleTable',
  component: AdminPeopleTable,
  args: { month: exampleAdminMonth, loading: false, error: null, onRetry: fn(), onOpen: fn() },
} satisfies Meta<typeof AdminPeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { month: undefined, loading: true } };
export const Empty: Story = {
  args: {
    month: {
      ...exampleAdminMonth,
      people: [],
      totals: { people: 0, payable: 0, previous_payable: 0 },
      open_disputes: 0,
    },
  },
};
export const LoadError: Story = { args: { month: undefined, error: 'Failed to load the month' } };
