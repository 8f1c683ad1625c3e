import type { DealPositionFilter, DealPositionQuery } from '@salesdash/api-contract';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { Button, Tabs, useTableViewValue, type TableViewBinding } from '@salesdash/ui-kit';
import { useMemo, useState } from 'react';
import { AdjustmentsPanel } from './adjustments-panel.tsx';
import { AppointmentRowActions } from './appointment-row-actions.tsx';
import type { CallViewer } from './call-viewer.ts';
import { LazyTransactionEditor } from './lazy-transaction-editor.tsx';
import { PositionFilter } from './position-filter.tsx';
import { SalesTable } from './sales-table.tsx';
import {
  appointmentTableSpec,
  outboundTableSpec,
  transactionTableSpec,
} from './sales-table-specs.tsx';
import { TransactionRowActions } from './transaction-row-actions.tsx';

type Tab = 'transactions' | 'appointments' | 'outbound' | 'adjustments';

const tabs = [
  { value: 'transactions', label: 'Transactions' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'adjustments', label: 'Adjustments' },
] as const;

const tabOf = (text: string) => tabs.find((tab) => tab.value === text)?.value;

export type OverviewTablesProps = {
  subject: DashboardSubject;
  range: DayRange;
  /** Admins: status moves, adding, editing and deleting transactions, adjustments. */
  canChangeStatus: boolean;
  /** The signed-in person's own dashboard: they may request commission on a deal. */
  canRequestCommission?: boolean;
  /** The signed-in viewer, offered the actions each call allows them (the server decides again). */
  callViewer?: CallViewer | undefined;
  /**
   * A share link without customer details: its rows show initials and the server's search
   * finds them by product only, so the search box says so.
   */
  customersHidden?: boolean | undefined;
  /**
   * A person's dashboard: which of their deals the transactions show (`query`, sent as it is),
   * the position that resolves to once known (`shown`), and a new choice.
   */
  position?: PositionChoice | undefined;
  /**
   * The page's URL, which keeps the tab (`tab`) and the shown table's order and search (`sort`,
   * `q`) across a reload; without it they are kept in memory.
   */
  tableView?: TableViewBinding | undefined;
};

/** The transactions' position filter of a person's dashboard, owned above the tables. */
export type PositionChoice = {
  query: DealPositionQuery;
  shown: DealPositionFilter | undefined;
  onChange: (position: DealPositionFilter) => void;
};

/** A table's settings (SalesTableSpec) whose search box names only what a search can find. */
const searchingProducts = <TSpec extends { searchLabel: string }>(spec: TSpec): TSpec => ({
  ...spec,
  searchLabel: 'Search products',
});

/** The dashboard's records in tabs; each table keeps its own page, sort, search and filter. */
export function OverviewTables({
  subject,
  range,
  canChangeStatus,
  canRequestCommission = false,
  callViewer,
  customersHidden = false,
  position,
  tableView,
}: OverviewTablesProps) {
  const [tab, setTab] = useTableViewValue<Tab>(tableView, 'tab', tabOf, 'transactions');
  const [writing, setWriting] = useState<'request' | 'create' | null>(null);
  const person = position !== undefined;
  const transactions = useMemo(
    () =>
      transactionTableSpec(
        canChangeStatus ? (row) => <TransactionRowActions transaction={row} /> : undefined,
        person ? { personal: canRequestCommission } : undefined,
      ),
    [canChangeStatus, person, canRequestCommission],
  );
  const appointments = useMemo(
    () =>
      appointmentTableSpec(
        callViewer
          ? (row) => <AppointmentRowActions appointment={row} viewer={callViewer} />
          : undefined,
      ),
    [callViewer],
  );
  // An admin adds deals anywhere; the person whose dashboard it is asks for commission.
  const write = canChangeStatus ? 'create' : canRequestCommission ? 'request' : null;
  const transactionActions = (
    <>
      {position ? (
        <PositionFilter
          value={position.shown}
          onChange={position.onChange}
          personal={canRequestCommission}
        />
      ) : null}
      {write ? (
        <Button size="sm" onClick={() => setWriting(write)}>
          {write === 'create' ? 'Add transaction' : 'Request commission'}
        </Button>
      ) : null}
    </>
  );
  // Each tab, owner and range is a new table: page 1, its own default sort. (Without the tab
  // in the key React kept the transactions table's sort for the appointments one.)
  const key = (resource: string) =>
    `${resource}/${subject.kind}/${subject.id}/${range.startDate}/${range.endDate}`;
  return (
    <>
      <Tabs
        label="Records"
        items={tabs}
        value={tab}
        // The tables sort by different columns: a new tab opens in its own default order.
        onChange={(next) => setTab(next, { sort: undefined, q: undefined })}
      >
        {tab === 'transactions' ? (
          <SalesTable
            key={key('transactions')}
            spec={customersHidden ? searchingProducts(transactions) : transactions}
            subject={subject}
            range={range}
            actions={transactionActions}
            fixedQuery={position ? { position: position.query } : undefined}
            tableView={tableView}
          />
        ) : tab === 'appointments' ? (
          <SalesTable
            key={key('appointments')}
            spec={customersHidden ? searchingProducts(appointments) : appointments}
            subject={subject}
            range={range}
            tableView={tableView}
          />
        ) : tab === 'outbound' ? (
          <SalesTable
            key={key('outbound')}
            spec={outboundTableSpec}
            subject={subject}
            range={range}
            tableView={tableView}
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
      {writing === 'request' ? (
        <LazyTransactionEditor
          mode="request"
          // The deal is most likely of the kind the table shows: a setter's opens as setter.
          position={position?.shown === 'setter' ? 'setter' : 'closer'}
          onClose={() => setWriting(null)}
        />
      ) : writing === 'create' ? (
        <LazyTransactionEditor
          mode="create"
          closerId={subject.kind === 'users' ? subject.id : undefined}
          productId={subject.kind === 'products' ? subject.id : undefined}
          onClose={() => setWriting(null)}
        />
      ) : null}
    </>
  );
}
