import type { StatementDispute, StatementPayrollFormat } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  downloadPayrollExport,
  useCloseStatementMonth,
  useReopenStatementMonth,
  useResolveStatementDispute,
  useStatementAdminMonth,
  useStatementDisputes,
} from '@salesdash/data-access-sales';
import { Alert, Button, Card, EmptyState, saveFile, Select, toast } from '@salesdash/ui-kit';
import { formatDateTime, formatMonthLabel } from '@salesdash/util-format';
import { useState } from 'react';
import { AdminMonthStatus } from './admin-month-status.tsx';
import { AdminPeopleTable } from './admin-people-table.tsx';
import { CloseMonthDialog } from './close-month-dialog.tsx';
import { CloseMonthsSection } from './close-months-section.tsx';
import { DisputesInbox } from './disputes-inbox.tsx';
import { PayrollExport } from './payroll-export.tsx';
import { ReopenMonthDialog } from './reopen-month-dialog.tsx';
import { ResolveDisputeDialog } from './resolve-dispute-dialog.tsx';
import { adminMonthOptions, pickerOptions } from './statements-admin-search.ts';
import { StatementsStartCard } from './statements-start-card.tsx';
import { OpenedStatement } from './statements-screen.tsx';

export type StatementsAdminScreenProps = {
  /** Whether the viewer is an admin or a manager: anyone else is told the screen is not theirs. */
  allowed: boolean;
  /** The month shown (`YYYY-MM`); it lives with the caller (the route keeps it in the URL). */
  month: string;
  onMonthChange: (month: string) => void;
  /** Whose statement is opened, read-only. */
  personId?: number | undefined;
  onPersonChange: (userId: number | undefined) => void;
  now?: Date;
};

type Resolving = { dispute: StatementDispute; outcome: 'accepted' | 'rejected' };

/**
 * A month of the organization for admins and managers: its status, each person's payable and
 * change from last month (a row opens their statement read-only), the disputes inbox, and for
 * admins closing (one month, or every month up to one in the background), reopening, the
 * payroll export and the month statements start from. Managers read their team only.
 */
export function StatementsAdminScreen({
  allowed,
  month,
  onMonthChange,
  personId,
  onPersonChange,
  now,
}: StatementsAdminScreenProps) {
  if (!allowed)
    return (
      <EmptyState
        title="Only admins and managers see this screen"
        description="Your own statements are under Statements."
      />
    );
  return (
    <AdminMonth
      month={month}
      onMonthChange={onMonthChange}
      personId={personId}
      onPersonChange={onPersonChange}
      now={now}
    />
  );
}

function AdminMonth({
  month,
  onMonthChange,
  personId,
  onPersonChange,
  now,
}: Omit<StatementsAdminScreenProps, 'allowed'>) {
  const api = useApiClient();
  const adminMonth = useStatementAdminMonth(month);
  const [showing, setShowing] = useState<'open' | 'resolved'>('open');
  const disputes = useStatementDisputes(showing);
  const resolve = useResolveStatementDispute();
  const close = useCloseStatementMonth();
  const reopen = useReopenStatementMonth();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const data = adminMonth.data;
  const canManage = data?.can_manage === true;
  const person = data?.people.find((candidate) => candidate.user_id === personId);

  const download = async (format: StatementPayrollFormat, onBytes: (received: number) => void) => {
    saveFile(await downloadPayrollExport(api, month, format, onBytes));
    // The last export's time comes from the server.
    void adminMonth.refetch();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Select
          label="Month"
          size="sm"
          value={month}
          options={(data ? pickerOptions(month, data.months) : adminMonthOptions(month, now)).map(
            (value) => ({
              value,
              label: formatMonthLabel(value),
            }),
          )}
          onChange={(event) => onMonthChange(event.target.value)}
        />
        {data && canManage ? (
          <div className="flex flex-wrap gap-2">
            {data.status === 'open' && data.closable ? (
              <Button
                onClick={() => {
                  close.reset();
                  setClosing(true);
                }}
              >
                Close month
              </Button>
            ) : null}
            {data.reopenable ? (
              <Button
                variant="secondary"
                onClick={() => {
                  reopen.reset();
                  setReopening(true);
                }}
              >
                Reopen month
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {data ? <AdminMonthStatus month={data} onOpenMonth={onMonthChange} /> : null}
      {data && canManage ? (
        <CloseMonthsSection
          months={data.months}
          current={data.months[0] ?? month}
          onOpenMonth={onMonthChange}
        />
      ) : null}
      {data && !canManage ? (
        <Alert tone="info">
          Read-only: you see your team’s statements; admins close, reopen and export months.
        </Alert>
      ) : null}
      {data && canManage && data.status === 'closed' ? (
        <Card title="Payroll export">
          <PayrollExport lastExport={data.last_export} onDownload={download} />
        </Card>
      ) : null}
      {data && canManage && data.status === 'open' && data.last_export?.superseded ? (
        // Payroll may already hold the old file: say so while the month is open again.
        <Alert tone="warning" title="Superseded — export again">
          The payroll export of version {data.last_export.version} (
          {formatDateTime(data.last_export.exported_at)}) was made before the month was reopened:
          export again once it is closed.
        </Alert>
      ) : null}
      {personId !== undefined ? (
        <div className="flex flex-col gap-3">
          <div>
            <Button variant="ghost" size="sm" onClick={() => onPersonChange(undefined)}>
              Back to {formatMonthLabel(month)}
            </Button>
          </div>
          {person ? (
            <p className="text-sm text-fg-muted">{person.display_name}’s statement, read-only</p>
          ) : null}
          <OpenedStatement month={month} userId={personId} />
        </div>
      ) : (
        <AdminPeopleTable
          month={data}
          loading={adminMonth.isPending}
          error={adminMonth.isError ? problemOf(adminMonth.error).message : null}
          onRetry={() => void adminMonth.refetch()}
          onOpen={(chosen) => onPersonChange(chosen.user_id)}
        />
      )}
      <DisputesInbox
        disputes={disputes.data}
        loading={disputes.isPending}
        error={disputes.isError ? problemOf(disputes.error).message : null}
        onRetry={() => void disputes.refetch()}
        showing={showing}
        onShowingChange={setShowing}
        onResolve={
          canManage
            ? (dispute, outcome) => {
                resolve.reset();
                setResolving({ dispute, outcome });
              }
            : undefined
        }
      />
      {canManage ? <StatementsStartCard /> : null}
      {resolving ? (
        <ResolveDisputeDialog
          dispute={resolving.dispute}
          outcome={resolving.outcome}
          saving={resolve.isPending}
          problem={resolve.error ? problemOf(resolve.error) : null}
          onClose={() => setResolving(null)}
          onSubmit={(request) =>
            resolve.mutate(
              { disputeId: resolving.dispute.dispute_id, request },
              {
                onSuccess: () => {
                  setResolving(null);
                  toast.success(
                    resolving.outcome === 'accepted' ? 'Dispute accepted' : 'Dispute rejected',
                  );
                },
              },
            )
          }
        />
      ) : null}
      {closing && data ? (
        <CloseMonthDialog
          month={data}
          saving={close.isPending}
          problem={close.error ? problemOf(close.error).message : null}
          onClose={() => setClosing(false)}
          onConfirm={(confirmOpenDisputes) =>
            close.mutate(confirmOpenDisputes ? { month, confirm_open_disputes: true } : { month }, {
              onSuccess: () => {
                setClosing(false);
                toast.success(`${formatMonthLabel(month)} is closed`);
              },
            })
          }
        />
      ) : null}
      {reopening ? (
        <ReopenMonthDialog
          month={month}
          saving={reopen.isPending}
          problem={reopen.error ? problemOf(reopen.error) : null}
          onClose={() => setReopening(false)}
          onSubmit={(reason) =>
            reopen.mutate(
              { month, reason },
              {
                onSuccess: () => {
                  setReopening(false);
                  toast.success(`${formatMonthLabel(month)} is open again`);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
