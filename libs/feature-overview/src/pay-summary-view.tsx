import type { CommissionSummary, PayRate, PayRateSource } from '@salesdash/api-contract';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '@salesdash/ui-kit';
import { formatCount, formatDay, formatMoney } from '@salesdash/util-format';
import { ValueRow } from './value-row.tsx';

export type PaySummaryViewProps = {
  summary: CommissionSummary | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Admins change what the person is paid as. */
  onChangeRate?: (() => void) | undefined;
};

/** Rates are percents of cash collected (10 = 10 %), with up to two decimals. */
const percent = (value: number) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/** Where a rate comes from, in words a rep understands. */
const sources: Record<PayRateSource, string> = {
  product_assignment: 'set for this product',
  product_team: 'this product’s team role',
  assignment: 'set for every product',
  role: 'their sales role',
};

function RateLine({ rate }: { rate: PayRate }) {
  return (
    <ValueRow
      title={rate.product_name ?? 'Every product'}
      detail={`${rate.role_title} · ${sources[rate.source]}${
        rate.effective_from ? ` since ${formatDay(rate.effective_from)}` : ''
      }`}
      value={percent(rate.commission)}
    />
  );
}

/** How many pending requests the panel lists (the totals count every one). */
const listed = 5;

/**
 * A person's pay: the rate each product pays them today and why, the commission waiting for an
 * admin's approval (estimated at the rate of each deal's date, exactly as approval would pay),
 * and the dated history of rate changes.
 */
export function PaySummaryView({
  summary,
  loading,
  error,
  onRetry,
  onChangeRate,
}: PaySummaryViewProps) {
  const action = onChangeRate ? (
    <Button size="sm" variant="secondary" onClick={onChangeRate}>
      Change rate
    </Button>
  ) : undefined;
  let body;
  if (loading) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading pay" className="grid gap-6 md:grid-cols-2">
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </div>
    );
  } else if (error || !summary) {
    body = <ErrorState title="Pay did not load" message={error ?? undefined} onRetry={onRetry} />;
  } else {
    const { pending, requests, rates, history } = summary;
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="pay-rates">
          <h3 id="pay-rates" className="text-sm font-semibold text-fg">
            Rates in force today
          </h3>
          {rates.length === 0 ? (
            <p className="mt-2 text-sm text-fg-muted">
              No sales role yet: an admin sets one before commission is paid.
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {rates.map((rate) => (
                <RateLine key={rate.product_id ?? 'default'} rate={rate} />
              ))}
            </ul>
          )}
          {history.length > 0 ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-fg-muted">
                Rate history ({formatCount(history.length)})
              </summary>
              <ul className="mt-2 space-y-1 text-fg-muted">
                {history.map((change) => (
                  <li key={change.role_assignment_id}>
                    From {formatDay(change.effective_from)}:{' '}
                    <span className="text-fg">
                      {change.role_title} at {percent(change.commission)}
                    </span>{' '}
                    on {change.product_name ?? 'every product'}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
        <section aria-labelledby="pay-pending">
          <h3 id="pay-pending" className="text-sm font-semibold text-fg">
            Waiting for approval
          </h3>
          {pending.count === 0 ? (
            <EmptyState
              title="Nothing waiting"
              description="Requested and newly added deals wait here until an admin approves them."
            />
          ) : (
            <>
              <p className="mt-1 text-sm text-fg-muted">
                {formatCount(pending.count)} {pending.count === 1 ? 'deal' : 'deals'} ·{' '}
                {formatMoney(pending.amount)} cash ·{' '}
                <span className="font-semibold text-fg">
                  {formatMoney(pending.estimated_commission)}
                </span>{' '}
                commission once approved
              </p>
              <ul className="mt-2 divide-y divide-border">
                {requests.slice(0, listed).map((request) => (
                  <ValueRow
                    key={request.transaction_id}
                    title={request.customer_name || 'Customer'}
                    detail={`${request.product_name} · ${formatDay(request.transaction_date)} · ${formatMoney(request.amount)} · as ${request.as}`}
                    value={formatMoney(request.estimated_commission)}
                    valueTitle="Commission once approved"
                  />
                ))}
              </ul>
              {pending.count > listed ? (
                <p className="mt-1 text-xs text-fg-muted">
                  and {formatCount(pending.count - listed)} more in the transactions table
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    );
  }
  return (
    <Card title="Pay" description="Commission rates and what waits for approval" actions={action}>
      {body}
    </Card>
  );
}
