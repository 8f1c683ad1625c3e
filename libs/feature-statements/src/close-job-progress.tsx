import type { StatementCloseJob } from '@salesdash/api-contract';
import { Alert, Button, ProgressBar } from '@salesdash/ui-kit';
import { formatCount, formatMonthLabel } from '@salesdash/util-format';
import { MonthLink } from './month-link.tsx';

export type CloseJobProgressProps = {
  job: StatementCloseJob;
  resuming: boolean;
  /** The server's refusal to resume. */
  problem?: string | null | undefined;
  /** Goes on from the first month still open. */
  onResume: () => void;
  /** Asks the single close's confirmation for the month stopped at with open disputes. */
  onConfirmDisputes: (month: string) => void;
  onOpenMonth: (month: string) => void;
};

const monthsDoneText = (job: StatementCloseJob) =>
  `${formatCount(job.months_done)} of ${formatCount(job.months.length)} months closed`;

/**
 * Where "close every month up to …" stands: the months closed of the job's, the month being
 * closed, asked every second while it runs; where and why it stopped, with a way on (resume,
 * or the open disputes' confirmation).
 */
export function CloseJobProgress({
  job,
  resuming,
  problem,
  onResume,
  onConfirmDisputes,
  onOpenMonth,
}: CloseJobProgressProps) {
  const upTo = formatMonthLabel(job.up_to);
  const current = job.current_month;
  if (job.status === 'running') {
    return (
      <section aria-label="Closing months" className="space-y-2">
        <p className="text-sm font-medium text-fg">{`Closing every month up to ${upTo}…`}</p>
        <ProgressBar
          label="Months closed"
          value={job.months_done}
          max={job.months.length}
          valueText={monthsDoneText(job)}
        />
        <p className="text-sm text-fg" aria-live="polite">
          {current
            ? `${monthsDoneText(job)} · closing ${formatMonthLabel(current)}`
            : monthsDoneText(job)}
        </p>
        <p className="text-sm text-fg-muted">
          You can leave this page: the months keep closing on the server.
        </p>
      </section>
    );
  }
  if (job.status !== 'stopped') return null;
  const disputes = job.stop_reason === 'disputes' && current !== null;
  return (
    <section aria-label="Closing months" className="space-y-2">
      <ProgressBar
        label="Months closed"
        value={job.months_done}
        max={job.months.length}
        valueText={monthsDoneText(job)}
      />
      <Alert
        tone="warning"
        title={
          current
            ? `Closing up to ${upTo} stopped at ${formatMonthLabel(current)}`
            : `Closing up to ${upTo} stopped`
        }
      >
        <p>{`${monthsDoneText(job)}. ${job.stop_message ?? ''}`}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {disputes ? (
            <>
              <Button size="sm" loading={resuming} onClick={() => onConfirmDisputes(current)}>
                {`Close ${formatMonthLabel(current)} with its ${job.open_disputes === 1 ? 'dispute' : 'disputes'}…`}
              </Button>
              <MonthLink month={current} onOpen={onOpenMonth}>
                {`Review ${formatMonthLabel(current)}’s disputes`}
              </MonthLink>
            </>
          ) : (
            <>
              <Button size="sm" loading={resuming} onClick={onResume}>
                Resume
              </Button>
              {current ? (
                <MonthLink month={current} onOpen={onOpenMonth}>
                  {`Open ${formatMonthLabel(current)}`}
                </MonthLink>
              ) : null}
            </>
          )}
        </div>
      </Alert>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </section>
  );
}
