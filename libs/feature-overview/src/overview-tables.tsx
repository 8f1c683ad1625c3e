import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { ComingSoonPanel, Tabs } from '@salesdash/ui-kit';
import { useMemo, useState } from 'react';
import { SalesTable } from './sales-table.tsx';
import {
  appointmentTableSpec,
  outboundTableSpec,
  transactionTableSpec,
} from './sales-table-specs.tsx';
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
};

/** The dashboard's records in tabs; each table keeps its own page, sort, search and filter. */
export function OverviewTables({ subject, range, canChangeStatus }: OverviewTablesProps) {
  const [tab, setTab] = useState<Tab>('transactions');
  const transactions = useMemo(
    () =>
      transactionTableSpec(
        canChangeStatus ? (row) => <TransactionStatusAction transaction={row} /> : undefined,
      ),
    [canChangeStatus],
  );
  // A new range or owner is a new table: back to page 1 with the default sort.
  const key = `${subject.kind}/${subject.id}/${range.startDate}/${range.endDate}`;
  return (
    <Tabs label="Records" items={tabs} value={tab} onChange={setTab}>
      {tab === 'transactions' ? (
        <SalesTable key={key} spec={transactions} subject={subject} range={range} />
      ) : tab === 'appointments' ? (
        <SalesTable key={key} spec={appointmentTableSpec} subject={subject} range={range} />
      ) : tab === 'outbound' ? (
        <SalesTable key={key} spec={outboundTableSpec} subject={subject} range={range} />
      ) : (
        <ComingSoonPanel
          title="Adjustments"
          capability="the adjustment endpoints of the sales-records issue"
          headingLevel={2}
        />
      )}
    </Tabs>
  );
}
