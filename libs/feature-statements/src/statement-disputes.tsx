import type { StatementDispute } from '@salesdash/api-contract';
import { Alert, Card } from '@salesdash/ui-kit';
import { formatDay, formatMoney, formatMonthLabel } from '@salesdash/util-format';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';

export type StatementDisputesProps = {
  disputes: readonly StatementDispute[];
  /** For a closed statement: the disputes still open when it closed. */
  openAtClose: readonly number[];
  /** Opens the month a correction was paid in. */
  onOpenMonth?: ((month: string) => void) | undefined;
};

/** An instant's day, in the statement's one date style ("Mar 4, 2026"). */
const dayOf = (instant: string) => formatDay(instant.slice(0, 10));

/**
 * A statement's disputes, oldest first: the line, the comment, and how an admin resolved it.
 * A closed statement says which were still open when it was frozen.
 */
export function StatementDisputes({ disputes, openAtClose, onOpenMonth }: StatementDisputesProps) {
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
                Flagged {dayOf(dispute.created_at)}
                {dispute.resolved_at
                  ? ` · ${dispute.status} ${dayOf(dispute.resolved_at)}${
                      dispute.resolved_by_name ? ` by ${dispute.resolved_by_name}` : ''
                    }`
                  : ''}
              </p>
              {dispute.resolution_reason ? (
                <p className="text-fg-muted">Reason: {dispute.resolution_reason}</p>
              ) : null}
              {dispute.adjustment_amount !== null ? (
                <p className="text-fg-muted">
                  Adjustment of {formatMoney(dispute.adjustment_amount)}, paid as a dispute
                  correction in{' '}
                  {dispute.correction_month === null ? (
                    'the first open month'
                  ) : onOpenMonth ? (
                    <button
                      type="button"
                      className="font-medium text-fg underline underline-offset-2"
                      onClick={() => onOpenMonth(dispute.correction_month ?? '')}
                    >
                      {formatMonthLabel(dispute.correction_month)}
                    </button>
                  ) : (
                    formatMonthLabel(dispute.correction_month)
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
