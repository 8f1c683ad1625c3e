import type { StatementMonthList as Months } from '@salesdash/api-contract';
import { Badge, Card, EmptyState, ErrorState, Skeleton } from '@salesdash/ui-kit';
import { formatMoney, formatMonthLabel } from '@salesdash/util-format';

export type StatementMonthListProps = {
  months: Months | undefined;
  loading: boolean;
  /** The failure's message, or null. */
  error: string | null;
  onRetry: () => void;
  /** The month opened (`YYYY-MM`), if any. */
  selected?: string;
  onSelect: (month: string) => void;
};

const rowClass =
  'flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand';

/** A year's months of the caller: each with its status and what it pays; one can be opened. */
export function StatementMonthList({
  months,
  loading,
  error,
  onRetry,
  selected,
  onSelect,
}: StatementMonthListProps) {
  if (error !== null)
    return <ErrorState title="Could not load your statements" message={error} onRetry={onRetry} />;
  if (loading || months === undefined)
    return (
      <div role="status" aria-busy="true" aria-label="Loading months">
        <Skeleton lines={4} />
      </div>
    );
  if (months.length === 0)
    return (
      <EmptyState
        title="No commission yet this year"
        description="A month appears here once it has a commission, an adjustment or a carry-over."
      />
    );
  return (
    <Card padded={false}>
      <ul aria-label="Months" className="divide-y divide-border">
        {months.map(({ month, status, payable }) => (
          <li key={month}>
            <button
              type="button"
              aria-current={month === selected ? 'true' : undefined}
              onClick={() => onSelect(month)}
              className={`${rowClass}${month === selected ? ' bg-surface-muted' : ''}`}
            >
              <span className="font-medium text-fg">{formatMonthLabel(month)}</span>
              <span className="flex items-center gap-3">
                {status === 'open' ? (
                  <Badge tone="info">Open · so far</Badge>
                ) : (
                  <Badge tone="neutral">Closed</Badge>
                )}
                <span className="tabular-nums text-fg">{formatMoney(payable)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
