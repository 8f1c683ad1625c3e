import type { AppointmentRow } from '@salesdash/api-contract';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { Tabs } from '@salesdash/ui-kit';
import { AdjustmentsPanel } from './adjustments-panel.tsx';
import { useMemo, useState } from 'react';
import { SalesTable } from './sales-table.tsx';
import {
  appointmentTableSpec,
  outboundTableSpec,
  transactionTableSpec,
} from './sales-table-specs.tsx';
import { AppointmentStatusAction } from './appointment-status-action.tsx';
import { TransactionStatusAction } from './transaction-status-action.tsx';

type Tab = 'transactions' | 'appointments' | 'outbound' | 'adjustments';

const tabs = [
  { value: 'transactions', label: 'Transactions' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'adjustments', label: 'Adjustments' },
] as const;

export type OverviewTablesProps = {
  subject: DashboardSubject;
  range: DayRange;
  canChangeStatus: boolean;
  /** Whether the viewer is offered a call's status (the server decides again). */
  canChangeCallStatus?: (call: AppointmentRow) => boolean;
};

/** The dashboard's records in tabs; each table keeps its own page, sort, search and filter. */
export function OverviewTables({
  subject,
  range,
  canChangeStatus,
  canChangeCallStatus,
}: OverviewTablesProps) {
  const [tab, setTab] = useState<Tab>('transactions');
  const transactions = useMemo(
    () =>
      transactionTableSpec(
        canChangeStatus ? (row) => <TransactionStatusAction transaction={row} /> : undefined,
      ),
    [canChangeStatus],
  );
  const appointments = useMemo(
    () =>
      appointmentTableSpec(
        canChangeCallStatus
          ? (row) =>
              canChangeCallStatus(row) ? <AppointmentStatusAction appointment={row} /> : null
          : undefined,
      ),
    [canChangeCallStatus],
  );
  // Each tab, owner and range is a new table: page 1, its own default sort. (Without the tab
  // in the key React kept the transactions table's sort for the appointments one.)
  const key = (resource: string) =>
    `${resource}/${subject.kind}/${subject.id}/${range.startDate}/${range.endDate}`;
  return (
    <Tabs label="Records" items={tabs} value={tab} onChange={setTab}>
      {tab === 'transactions' ? (
        <SalesTable key={key('transactions')} spec={transactions} subject={subject} range={range} />
      ) : tab === 'appointments' ? (
        <SalesTable key={key('appointments')} spec={appointments} subject={subject} range={range} />
      ) : tab === 'outbound' ? (
        <SalesTable
          key={key('outbound')}
          spec={outboundTableSpec}
          subject={subject}
          range={range}
        />
      ) : (
        <AdjustmentsPanel
          key={key('adjustments')}
          subject={subject}
          range={range}
          canEdit={canChangeStatus}
        />
      )}
    </Tabs>
  );
}
