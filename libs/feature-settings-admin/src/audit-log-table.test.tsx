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
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('Transaction status changed')).toBeVisible();
    // Named by name, with the id beneath; a record with no name keeps its id.
    expect(
      within(rows[0] as HTMLElement).getByText('Transaction · Northwind Traders'),
    ).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('#812')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Adjustment #31')).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByText('Product · VIP Coaching')).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).getByText('amount: 50 → -20; reason: Bonus → Clawback'),
    ).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('System')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('failures: 5, ip: 203.0.113.9')).toBeVisible();
  });

  it('opens a row’s change field by field, each value whole', async () => {
    renderTable();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open the change to Product · VIP Coaching' }),
    );
    const dialog = screen.getByRole('dialog', { name: /Product · VIP Coaching/ });
    const price = within(dialog).getByRole('row', { name: /^Price/ });
    expect(within(price).getByText('1500')).toBeVisible();
    expect(within(price).getByText('1997')).toBeVisible();
    expect(within(dialog).getByText('Record id').nextSibling).toHaveTextContent('5');
    expect(
      within(dialog).getByText(
        'A long note that a table cell would cut short, kept whole in the change view',
      ),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
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
