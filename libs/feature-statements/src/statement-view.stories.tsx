import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementView } from './statement-view.tsx';
import { exampleOpenDispute, exampleRejectedDispute } from './testing/example-statement-admin.ts';
import { exampleStatement } from './testing/example-statements.ts';

const meta = {
  title: 'feature-statements/StatementView',
  component: StatementView,
  args: {
    statement: exampleStatement,
    loading: false,
    error: null,
    onRetry: fn(),
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof StatementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Closed: Story = {
  args: {
    statement: { ...exampleStatement, status: 'closed', closed_at: '2026-04-01T03:30:00.000Z' },
  },
};
export const Loading: Story = { args: { statement: undefined, loading: true } };
export const Empty: Story = {
  args: {
    statement: {
      ...exampleStatement,
      lines: [],
      totals: {
        ...exampleStatement.totals,
        commission: 0,
        adjustments: 0,
        carried_in: 0,
        balance: 0,
        payable: 0,
      },
    },
  },
};
export const LoadError: Story = {
  args: { statement: undefined, error: 'Failed to load Statement' },
};
export const WithDisputes: Story = {
  args: {
    statement: { ...exampleStatement, disputes: [exampleRejectedDispute, exampleOpenDispute] },
    onDispute: fn(),
  },
};
export const ClosedWithOpenDisputes: Story = {
  args: {
    statement: {
      ...exampleStatement,
      status: 'closed',
      closed_at: '2026-04-01T03:30:00.000Z',
      disputes: [exampleOpenDispute],
      open_dispute_ids_at_close: [exampleOpenDispute.dispute_id],
    },
  },
};
export const Superseded: Story = {
  args: {
    statement: {
      ...exampleStatement,
      status: 'closed',
      closed_at: '2026-04-01T03:30:00.000Z',
      superseded: true,
    },
  },
};
