import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementView } from './statement-view.tsx';
import { exampleOpenDispute, exampleRejectedDispute } from './testing/example-statement-admin.ts';
import { exampleStatement, exampleSupersededStatement } from './testing/example-statements.ts';

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
export const SupersededWithVersions: Story = {
  args: {
    statement: {
      ...exampleSupersededStatement,
      versions: [
        ...exampleSupersededStatement.versions,
        { statement_id: 13, version: 2, closed_at: '2026-03-09T09:00:00.000Z', superseded: false },
      ],
    },
    onOpenVersion: fn(),
  },
};
const [bonusLine] = exampleStatement.lines.filter((line) => line.kind === 'adjustment');
if (!bonusLine) throw new Error('the example has a bonus line');

export const LateLinesAndDisputeCorrection: Story = {
  args: {
    statement: {
      ...exampleStatement,
      late_notes: [
        "$400.00 of February 2026's commission is paid in March 2026's statement as a late line",
      ],
      lines: [
        ...exampleStatement.lines,
        {
          ...bonusLine,
          key: 'adjustment:9',
          kind: 'correction',
          date: '2026-03-31',
          amount: 20,
          explanation:
            "Dispute #6 correction of February 2026's line “Closer 10 % of $4,500.00 collected on 2026-02-18”: rate was 12 %",
          corrects: { month: '2026-02', key: 'split:3' },
        },
      ],
      disputes: [
        {
          ...exampleRejectedDispute,
          status: 'accepted',
          adjustment_amount: 20,
          adjustment_id: 9,
          correction_month: '2026-03',
        },
      ],
    },
    onOpenMonth: fn(),
    onDispute: fn(),
  },
};
