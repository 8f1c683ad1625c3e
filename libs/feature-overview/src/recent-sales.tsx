import type { TransactionListRow } from '@salesdash/api-contract';
import { Card, EmptyState, ErrorState, Skeleton } from '@salesdash/ui-kit';
import { formatDay, formatMoney } from '@salesdash/util-format';
import { ValueRow } from './value-row.tsx';

export type RecentSalesProps = {
  /** On a person's dashboard each says the position they held (the transactions' filter). */
  sales: readonly TransactionListRow[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

/** The newest approved sales of the range (5, newest first). */
export function RecentSales({ sales, loading, error, onRetry }: RecentSalesProps) {
  return (
    <Card title="Recent sales" description="The newest approved sales of the range">
      <div>
        {loading ? (
          <ul aria-busy="true" aria-label="Loading recent sales" className="space-y-3">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index}>
                <Skeleton height={36} />
              </li>
            ))}
          </ul>
        ) : error ? (
          <ErrorState title="Recent sales did not load" message={error} onRetry={onRetry} />
        ) : !sales?.length ? (
          <EmptyState
            title="No approved sales in this range"
            description="Approved transactions show here, newest first."
          />
        ) : (
          <ul className="divide-y divide-border">
            {sales.map((sale) => (
              <ValueRow
                key={sale.transaction_id}
                title={sale.customer_name || 'Customer'}
                // The position first: a narrow card cuts the end of the line.
                detail={`${sale.as ? `as ${sale.as} · ` : ''}${sale.product_name} · ${formatDay(sale.transaction_date)}`}
                value={formatMoney(sale.amount)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
