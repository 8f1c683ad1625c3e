import {
  groupStatementLines,
  lateLineNote,
  statementTotalLabels,
  type Statement,
  type StatementDispute,
  type StatementExportFormat,
  type StatementLine,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Card,
  DownloadButton,
  EmptyState,
  ErrorState,
  Skeleton,
  type ReportDownloadProgress,
} from '@salesdash/ui-kit';
import { formatDay, formatMoney, formatMonthLabel } from '@salesdash/util-format';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';
import { StatementDisputes } from './statement-disputes.tsx';

export type StatementViewProps = {
  statement: Statement | undefined;
  loading: boolean;
  /** The failure's message, or null. */
  error: string | null;
  onRetry: () => void;
  onDownload: (
    format: StatementExportFormat,
    reportProgress: ReportDownloadProgress,
  ) => Promise<void>;
  /**
   * Opens the dispute of a line: given on one's own statement only (someone else's is read
   * without it).
   */
  onDispute?: ((line: StatementLine) => void) | undefined;
};

/** Each line's latest dispute (the list is oldest first). */
function latestDisputes(disputes: readonly StatementDispute[]): Map<string, StatementDispute> {
  return new Map(disputes.map((dispute) => [dispute.line_key, dispute]));
}

/**
 * A month's statement: its lines grouped by product with a running total, the totals, and the
 * CSV and PDF of the same numbers. An open month says its figures are "so far".
 */
export function StatementView({
  statement,
  loading,
  error,
  onRetry,
  onDownload,
  onDispute,
}: StatementViewProps) {
  if (error !== null)
    return <ErrorState title="Could not load this statement" message={error} onRetry={onRetry} />;
  if (loading || statement === undefined)
    return (
      <div role="status" aria-busy="true" aria-label="Loading statement">
        <Skeleton lines={8} />
      </div>
    );
  const groups = groupStatementLines(statement.lines);
  const disputeOf = latestDisputes(statement.disputes);
  return (
    <section aria-labelledby="statement-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="text-lg font-semibold text-fg">
          Statement · {formatMonthLabel(statement.month)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <DownloadButton label="Download CSV" onDownload={(report) => onDownload('csv', report)} />
          <DownloadButton label="Download PDF" onDownload={(report) => onDownload('pdf', report)} />
        </div>
      </div>
      {statement.superseded ? (
        <Alert tone="warning" title="Superseded">
          This version was replaced: the month was reopened after it closed. Its current statement
          is the newer version.
        </Alert>
      ) : null}
      {statement.status === 'open' ? (
        <Alert tone="info">
          So far — this month is open. These are the lines closing would freeze today; they may
          change until the month is closed.
        </Alert>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState title="No lines this month" />
      ) : (
        groups.map((group) => (
          <Card key={group.title} title={group.title} padded={false}>
            <table className="w-full text-sm">
              <caption className="sr-only">{group.title}</caption>
              <thead className="text-left text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Explanation
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Running total
                  </th>
                  {onDispute ? (
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      <span className="sr-only">Dispute</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {group.lines.map(({ line, runningTotal }) => {
                  const dispute = disputeOf.get(line.key);
                  return (
                    <tr key={line.key}>
                      <td className="whitespace-nowrap px-4 py-2 text-fg-muted">
                        {formatDay(line.date)}
                      </td>
                      <td className="px-4 py-2 text-fg">
                        {line.explanation}
                        {line.late ? (
                          <span className="ml-2 text-xs text-fg-muted">{lateLineNote}</span>
                        ) : null}
                        {dispute ? (
                          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                            <DisputeStatusBadge status={dispute.status} />
                            {dispute.resolution_reason ? dispute.resolution_reason : null}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">
                        {formatMoney(line.amount)}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums text-fg-muted">
                        {formatMoney(runningTotal)}
                      </td>
                      {onDispute ? (
                        <td className="px-4 py-2 text-right">
                          {dispute?.status === 'open' ? null : (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Dispute: ${line.explanation}`}
                              onClick={() => onDispute(line)}
                            >
                              Dispute
                            </Button>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className="font-medium">
                  <th scope="row" colSpan={3} className="px-4 py-2 text-left">
                    Subtotal
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {formatMoney(group.subtotal)}
                  </td>
                  {onDispute ? <td /> : null}
                </tr>
              </tfoot>
            </table>
          </Card>
        ))
      )}
      <StatementDisputes
        disputes={statement.disputes}
        openAtClose={statement.status === 'closed' ? statement.open_dispute_ids_at_close : []}
      />
      <Card title="Totals">
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {statementTotalLabels.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className={key === 'payable' ? 'font-semibold text-fg' : 'text-fg-muted'}>
                {label}
              </dt>
              <dd
                className={
                  key === 'payable'
                    ? 'text-right font-semibold tabular-nums'
                    : 'text-right tabular-nums'
                }
              >
                {formatMoney(statement.totals[key])}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
