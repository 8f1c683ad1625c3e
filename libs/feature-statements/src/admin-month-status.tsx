import type { StatementAdminMonth } from '@salesdash/api-contract';
import { Alert, Badge } from '@salesdash/ui-kit';
import { formatDateTime, formatMonthLabel } from '@salesdash/util-format';
import { MonthLink } from './month-link.tsx';

export type AdminMonthStatusProps = {
  month: Pick<
    StatementAdminMonth,
    | 'month'
    | 'status'
    | 'version'
    | 'closed_at'
    | 'reopened_at'
    | 'reopen_reason'
    | 'closable'
    | 'not_closable_reason'
    | 'blocking_month'
    | 'can_manage'
  >;
  /** Opens another month of the screen (the month in the way of a close). */
  onOpenMonth?: ((month: string) => void) | undefined;
};

/**
 * Where a month stands: open "so far", or closed on a date; its version and last reopening;
 * why it may not close yet, linking the month in the way.
 */
export function AdminMonthStatus({ month, onOpenMonth }: AdminMonthStatusProps) {
  return (
    <div className="flex flex-col gap-2" aria-label="Month status" role="group">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-fg">{formatMonthLabel(month.month)}</span>
        {month.status === 'open' ? (
          <Badge tone="info">Open · so far</Badge>
        ) : (
          <Badge tone="neutral">Closed {formatDateTime(month.closed_at)}</Badge>
        )}
        <span className="text-fg-muted">Version {month.version}</span>
      </div>
      {month.reopened_at ? (
        <Alert tone="info" title={`Reopened ${formatDateTime(month.reopened_at)}`}>
          Reason: {month.reopen_reason ?? 'none given'}
        </Alert>
      ) : null}
      {month.status === 'open' &&
      month.can_manage &&
      !month.closable &&
      month.not_closable_reason ? (
        <p className="text-sm text-fg-muted">
          Not closable yet: {month.not_closable_reason}
          {month.blocking_month && onOpenMonth ? (
            <>
              {' · '}
              <MonthLink month={month.blocking_month} onOpen={onOpenMonth}>
                {`Go to ${formatMonthLabel(month.blocking_month)}`}
              </MonthLink>
            </>
          ) : null}
        </p>
      ) : null}
      {month.status === 'open' &&
      month.can_manage &&
      month.blocking_month !== null &&
      month.blocking_month < month.month ? (
        // Old records (a history import, a stray 1901 date) are what usually blocks a first close.
        <p className="text-sm text-fg-muted">
          Records from before you pay through statements? Set “Statements start” below and they
          never become statement lines.
        </p>
      ) : null}
    </div>
  );
}
