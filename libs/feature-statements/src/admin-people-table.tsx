import type { StatementAdminMonth, StatementAdminPerson } from '@salesdash/api-contract';
import { Button, DataTable, type DataTableColumn } from '@salesdash/ui-kit';
import { formatMoney } from '@salesdash/util-format';
import { useState } from 'react';
import { SignedChange } from './signed-change.tsx';

const pageSize = 25;

export type AdminPeopleTableProps = {
  month: StatementAdminMonth | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onOpen: (person: StatementAdminPerson) => void;
};

/** A month's people with what each is paid, the change from last month and open disputes. */
export function AdminPeopleTable({
  month,
  loading,
  error,
  onRetry,
  onOpen,
}: AdminPeopleTableProps) {
  // The month answers every person at once: paged here so a large organization stays readable.
  const [page, setPage] = useState(1);
  const columns: DataTableColumn<StatementAdminPerson>[] = [
    {
      id: 'display_name',
      header: 'Person',
      cell: (person) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Open the statement of ${person.display_name}`}
          onClick={() => onOpen(person)}
        >
          {person.display_name}
        </Button>
      ),
    },
    { id: 'payable', header: 'Payable', align: 'end', cell: (p) => formatMoney(p.payable) },
    {
      id: 'previous_payable',
      header: 'Last month',
      align: 'end',
      cell: (p) => formatMoney(p.previous_payable),
    },
    {
      id: 'change',
      header: 'Change',
      align: 'end',
      cell: (p) => <SignedChange change={p.change} />,
    },
    {
      id: 'open_disputes',
      header: 'Open disputes',
      align: 'end',
      cell: (p) => (p.open_disputes === 0 ? '—' : String(p.open_disputes)),
    },
  ];
  const people = month?.people ?? [];
  const pages = Math.max(1, Math.ceil(people.length / pageSize));
  const shown = Math.min(page, pages);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={people.slice((shown - 1) * pageSize, shown * pageSize)}
      getRowId={(person) => String(person.user_id)}
      totalCount={people.length}
      totalPages={pages}
      page={shown}
      pageSize={pageSize}
      onPageChange={setPage}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyTitle="Nobody is paid this month"
      emptyDescription="A person appears once they have a commission, an adjustment or a carry-over."
      footer={
        month
          ? {
              label: `Total · ${month.totals.people} ${month.totals.people === 1 ? 'person' : 'people'}`,
              cells: {
                payable: formatMoney(month.totals.payable),
                previous_payable: formatMoney(month.totals.previous_payable),
                change: (
                  <SignedChange
                    change={
                      Math.round(month.totals.payable * 100 - month.totals.previous_payable * 100) /
                      100
                    }
                  />
                ),
                open_disputes: String(month.open_disputes),
              },
            }
          : undefined
      }
      compact
    />
  );
}
