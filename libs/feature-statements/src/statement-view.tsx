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
import { formatDay, formatMoney, formatMonthLabel, readableDates } from '@salesdash/util-format';
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
  /** Opens another month's statement (a correction's original line, a dispute's correction). */
  onOpenMonth?: ((month: string) => void) | undefined;
  /** Opens a stored version of this month by id (a superseded one, or back to the current). */
  onOpenVersion?: ((statementId: number) => void) | undefined;
};

/** A dispute the person may not open again: one waiting for an admin, or accepted already. */
const settlesLine = (dispute: StatementDispute | undefined) =>
  dispute?.status === 'open' || dispute?.status === 'accepted';

function MonthLink({
  month,
  label,
  onOpenMonth,
}: {
  month: string;
  label: string;
  onOpenMonth: ((month: string) => void) | undefined;
}) {
  const text = `${label} ${formatMonthLabel(month)}`;
  return onOpenMonth ? (
    <button
      type="button"
      className="font-medium text-fg underline underline-offset-2"
      onClick={() => onOpenMonth(month)}
    >
      {text}
    </button>
  ) : (
    <span>{text}</span>
  );
}

/** Under a line's explanation: its dispute (with the person's own comment) or what it corrects. */
function LineNotes({
  line,
  dispute,
  onOpenMonth,
}: {
  line: StatementLine;
  dispute: StatementDispute | undefined;
  onOpenMonth: ((month: string) => void) | undefined;
}) {
  const corrects = line.kind === 'correction' ? line.corrects : null;
  if (!dispute && !corrects) return null;
  return (
    <span className="mt-1 flex flex-col gap-1 text-xs text-fg-muted">
      {corrects ? (
        <span>
          <MonthLink month={corrects.month} label="Corrects a line of" onOpenMonth={onOpenMonth} />
        </span>
      ) : null}
      {dispute ? (
        <span className="flex flex-wrap items-center gap-2">
          <DisputeStatusBadge status={dispute.status} />
          <span>Comment: “{dispute.comment}”</span>
          {dispute.resolution_reason ? <span>Reason: {dispute.resolution_reason}</span> : null}
          {dispute.adjustment_amount !== null && dispute.correction_month !== null ? (
            <span>
              {formatMoney(dispute.adjustment_amount)}{' '}
              <MonthLink
                month={dispute.correction_month}
                label="paid as a dispute correction in"
                onOpenMonth={onOpenMonth}
              />
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/** The month's stored versions, each opening from here; the one shown is marked. */
function Versions({
  statement,
  onOpenVersion,
}: {
  statement: Statement;
  onOpenVersion: (statementId: number) => void;
}) {
  if (!statement.versions.some((version) => version.superseded)) return null;
  return (
    <Card title="Versions">
      <ul aria-label="Versions" className="flex flex-col gap-2 text-sm">
        {statement.versions.map((version) => {
          const shown = version.statement_id === statement.statement_id;
          return (
            <li key={version.statement_id} className="flex flex-wrap items-center gap-3">
              <span className="text-fg">
                Version {version.version} · closed {formatDay(version.closed_at.slice(0, 10))}
                {version.superseded ? ' · superseded' : ' · current'}
              </span>
              {shown ? (
                <span className="text-xs text-fg-muted">Shown</span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Open version ${version.version}`}
                  onClick={() => onOpenVersion(version.statement_id)}
                >
                  Open
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

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
  onOpenMonth,
  onOpenVersion,
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
      {statement.late_notes.length > 0 ? (
        <Alert tone="info" title="Why this differs from the month’s dashboard">
          <ul className="list-disc pl-4">
            {statement.late_notes.map((note) => (
              <li key={note}>{note}.</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {onOpenVersion ? <Versions statement={statement} onOpenVersion={onOpenVersion} /> : null}
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
                    Customer · deal
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
                        {line.customer_name ?? ''}
                        {line.cash_collected !== null ? (
                          <span className="block text-xs text-fg-muted">
                            Deal {formatMoney(line.cash_collected)}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-4 py-2 text-fg">
                        {readableDates(line.explanation)}
                        {line.late ? (
                          <span className="ml-2 text-xs text-fg-muted">{lateLineNote}</span>
                        ) : null}
                        <LineNotes line={line} dispute={dispute} onOpenMonth={onOpenMonth} />
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">
                        {formatMoney(line.amount)}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums text-fg-muted">
                        {formatMoney(runningTotal)}
                      </td>
                      {onDispute ? (
                        <td className="px-4 py-2 text-right">
                          {settlesLine(dispute) ? null : (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Dispute: ${readableDates(line.explanation)}`}
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
                  <th scope="row" colSpan={4} className="px-4 py-2 text-left">
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
        onOpenMonth={onOpenMonth}
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
