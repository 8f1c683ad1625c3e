import type { StatementDispute } from '@salesdash/api-contract';
import { Button, Card, EmptyState, ErrorState, FilterChips, Skeleton } from '@salesdash/ui-kit';
import { formatDateTime, formatMoney, formatMonthLabel, readableDates } from '@salesdash/util-format';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';

export type DisputesInboxProps = {
  disputes: readonly StatementDispute[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Open disputes, or the resolved ones. */
  showing: 'open' | 'resolved';
  onShowingChange: (showing: 'open' | 'resolved') => void;
  /** Given to admins only: managers read the inbox. */
  onResolve?: ((dispute: StatementDispute, outcome: 'accepted' | 'rejected') => void) | undefined;
};

const showingOptions = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/** The disputes of statement lines, newest first: admins accept or reject each open one. */
export function DisputesInbox({
  disputes,
  loading,
  error,
  onRetry,
  showing,
  onShowingChange,
  onResolve,
}: DisputesInboxProps) {
  let body;
  if (error !== null)
    body = <ErrorState title="Could not load the disputes" message={error} onRetry={onRetry} />;
  else if (loading || disputes === undefined)
    body = (
      <div role="status" aria-busy="true" aria-label="Loading disputes">
        <Skeleton lines={3} />
      </div>
    );
  else if (disputes.length === 0)
    body = (
      <EmptyState title={showing === 'open' ? 'No open disputes' : 'No resolved disputes yet'} />
    );
  else
    body = (
      <ul aria-label="Disputes" className="flex flex-col divide-y divide-border text-sm">
        {disputes.map((dispute) => (
          <li key={dispute.dispute_id} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <DisputeStatusBadge status={dispute.status} />
              <span className="font-medium text-fg">{dispute.display_name}</span>
              <span className="text-fg-muted">{formatMonthLabel(dispute.month)}</span>
              <span className="text-fg">{readableDates(dispute.line_explanation)}</span>
              <span className="tabular-nums text-fg-muted">{formatMoney(dispute.line_amount)}</span>
            </div>
            <p className="text-fg">“{dispute.comment}”</p>
            <p className="text-xs text-fg-muted">Flagged {formatDateTime(dispute.created_at)}</p>
            {dispute.status !== 'open' ? (
              <p className="text-fg-muted">
                {dispute.resolved_by_name ?? 'An admin'} {dispute.status} it{' '}
                {formatDateTime(dispute.resolved_at)}
                {dispute.resolution_reason ? `: ${dispute.resolution_reason}` : ''}
                {dispute.adjustment_amount !== null
                  ? ` · adjustment ${formatMoney(dispute.adjustment_amount)}`
                  : ''}
              </p>
            ) : onResolve ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Accept the dispute of ${dispute.display_name}: ${readableDates(dispute.line_explanation)}`}
                  onClick={() => onResolve(dispute, 'accepted')}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Reject the dispute of ${dispute.display_name}: ${readableDates(dispute.line_explanation)}`}
                  onClick={() => onResolve(dispute, 'rejected')}
                >
                  Reject
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Card title="Disputes">
      <div className="flex flex-col gap-3">
        <FilterChips
          label="Show disputes"
          options={showingOptions}
          selected={[showing]}
          onChange={(selected) => {
            const next = selected.find((value) => value !== showing);
            if (next === 'open' || next === 'resolved') onShowingChange(next);
          }}
        />
        {body}
      </div>
    </Card>
  );
}
