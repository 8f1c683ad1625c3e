import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialAuditLogView } from './audit-log-query.ts';
import { AuditLogTable } from './audit-log-table.tsx';
import { exampleAuditLog } from './testing/example-audit-events.ts';

const meta = {
  title: 'feature-settings-admin/AuditLogTable',
  component: AuditLogTable,
  args: {
    view: initialAuditLogView,
    onViewChange: () => undefined,
    log: exampleAuditLog,
    people: [
      { value: '1', label: 'Ada Admin' },
      { value: '7', label: 'Casey Closer' },
    ],
    onDownload: async () => undefined,
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Loading: Story = { args: { log: undefined, loading: true } };
export const Empty: Story = {
  args: {
    log: { auditEvents: [], pagination: { hasNextPage: false, totalCount: 0, totalPages: 0 } },
  },
};
export const LoadError: Story = {
  args: { log: undefined, error: 'Only admins can read the audit log', onRetry: () => undefined },
};
export const Filtered: Story = {
  args: { view: { ...initialAuditLogView, action: 'adjustment.updated', period: 'last-30-days' } },
};
