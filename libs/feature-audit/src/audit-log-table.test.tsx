import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialAuditLogView, type AuditLogView } from './audit-log-query.ts';
import { AuditLogTable, type AuditLogTableProps } from './audit-log-table.tsx';
import { exampleAuditLog } from './testing/example-audit-events.ts';

function renderTable(props: Partial<AuditLogTableProps> = {}) {
  const onViewChange = vi.fn<(view: AuditLogView) => void>();
  render(
    <AuditLogTable
      view={{ ...initialAuditLogView, page: 3 }}
      onViewChange={onViewChange}
      log={exampleAuditLog}
      people={[{ value: '1', label: 'Ada Admin' }]}
      onDownload={async () => undefined}
      {...props}
    />,
  );
  return { onViewChange };
}

describe('AuditLogTable', () => {
  it('shows who did what to which record, and what changed', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Transaction status changed')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Transaction #812')).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).getByText('amount: 50 → -20; reason: Bonus → Clawback'),
    ).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('System')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('failures: 5, ip: 203.0.113.9')).toBeVisible();
  });

  it('starts again at page 1 when a filter changes', async () => {
    const { onViewChange } = renderTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.invited');
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'user.invited', page: 1 }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Person' }), '1');
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ actor: '1', page: 1 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'today');
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ period: 'today', page: 1 }),
    );
  });

  it('shows the empty, loading and error states', () => {
    const { unmount } = render(
      <AuditLogTable
        view={initialAuditLogView}
        onViewChange={() => undefined}
        log={{ auditEvents: [], pagination: { hasNextPage: false, totalCount: 0, totalPages: 0 } }}
        people={[]}
        onDownload={async () => undefined}
      />,
    );
    expect(screen.getByText('No changes recorded')).toBeVisible();
    unmount();
    renderTable({ log: undefined, loading: true });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it('offers to try again after a failed load', async () => {
    const onRetry = vi.fn();
    renderTable({ log: undefined, error: 'Only admins can read the audit log', onRetry });
    expect(screen.getByText('Only admins can read the audit log')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
