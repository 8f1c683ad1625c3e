import type { StatementDispute } from '@salesdash/api-contract';
import { Alert, Card } from '@salesdash/ui-kit';
import { formatDateTime, formatMoney } from '@salesdash/util-format';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';

export type StatementDisputesProps = {
  disputes: readonly StatementDispute[];
  /** For a closed statement: the disputes still open when it closed. */
  openAtClose: readonly number[];
};

/**
 * A statement's disputes, oldest first: the line, the comment, and how an admin resolved it.
 * A closed statement says which were still open when it was frozen.
 */
export function StatementDisputes({ disputes, openAtClose }: StatementDisputesProps) {
  if (disputes.length === 0 && openAtClose.length === 0) return null;
  const openAtCloseSet = new Set(openAtClose);
  return (
    <Card title="Disputes">
      <div className="flex flex-col gap-3">
        {openAtClose.length > 0 ? (
          <Alert tone="warning">
            {openAtClose.length === 1
              ? '1 dispute was still open when this month closed.'
              : `${openAtClose.length} disputes were still open when this month closed.`}{' '}
            An accepted one is paid in the first open month.
          </Alert>
        ) : null}
        <ul aria-label="Disputes" className="flex flex-col divide-y divide-border text-sm">
          {disputes.map((dispute) => (
            <li key={dispute.dispute_id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <DisputeStatusBadge status={dispute.status} />
                {openAtCloseSet.has(dispute.dispute_id) ? (
                  <span className="text-xs font-medium text-fg-muted">Open at close</span>
                ) : null}
                <span className="text-fg">{dispute.line_explanation}</span>
                <span className="tabular-nums text-fg-muted">
                  {formatMoney(dispute.line_amount)}
                </span>
              </div>
              <p className="text-fg">“{dispute.comment}”</p>
              <p className="text-xs text-fg-muted">
                Flagged {formatDateTime(dispute.created_at)}
                {dispute.resolved_at
                  ? ` · ${dispute.status} ${formatDateTime(dispute.resolved_at)}${
                      dispute.resolved_by_name ? ` by ${dispute.resolved_by_name}` : ''
                    }`
                  : ''}
              </p>
              {dispute.resolution_reason ? (
                <p className="text-fg-muted">Reason: {dispute.resolution_reason}</p>
              ) : null}
              {dispute.adjustment_amount !== null ? (
                <p className="text-fg-muted">
                  Adjustment of {formatMoney(dispute.adjustment_amount)} in the first open month
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
