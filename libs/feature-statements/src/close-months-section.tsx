import type { StatementCloseJob } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  statementAdminMonthQueryOptions,
  statementKeys,
  useLatestStatementCloseJob,
  useResumeStatementCloseJob,
  useStartStatementCloseJob,
  useStatementClosePlan,
} from '@salesdash/data-access-sales';
import { Alert, Button, toast } from '@salesdash/ui-kit';
import { formatMonthLabel } from '@salesdash/util-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CloseJobProgress } from './close-job-progress.tsx';
import { CloseMonthDialog } from './close-month-dialog.tsx';
import { CloseUpToDialog, planMonthsText } from './close-up-to-dialog.tsx';

export type CloseMonthsSectionProps = {
  /** The months the picker offers, newest first: those before `current` may be closed up to. */
  months: readonly string[];
  /** This month (`YYYY-MM`), which has not ended. */
  current: string;
  onOpenMonth: (month: string) => void;
};

/**
 * "Close every month up to …" for admins: the button and its one confirmation, then the
 * background job's progress (asked every second while it runs), where it stopped and the way
 * on; a stop at open disputes asks the single close's confirmation for that month. A month
 * closed by the job refreshes the screen's months.
 */
export function CloseMonthsSection({ months, current, onOpenMonth }: CloseMonthsSectionProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const job = useLatestStatementCloseJob();
  const start = useStartStatementCloseJob();
  const resume = useResumeStatementCloseJob();
  const ended = months.filter((month) => month < current);
  const [choosing, setChoosing] = useState(false);
  const [upTo, setUpTo] = useState(ended[0] ?? '');
  const plan = useStatementClosePlan(choosing && upTo ? upTo : null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const stoppedMonth = useQuery({
    ...statementAdminMonthQueryOptions(api, confirming ?? ''),
    enabled: confirming !== null,
  });
  const data = job.data ?? null;

  // Each month the job closes changes the screen's months; its end is announced once.
  const seen = useRef<StatementCloseJob | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = data;
    if (!data || !before || before.job_id !== data.job_id) return;
    if (before.months_done !== data.months_done || before.status !== data.status) {
      void queryClient.invalidateQueries({
        queryKey: statementKeys.all,
        predicate: (query) => !query.queryKey.includes('close-job'),
      });
    }
    if (before.status === 'running' && data.status === 'done') {
      toast.success(`Closed ${planMonthsText(data.months)}`);
    }
  }, [data, queryClient]);

  const running = data?.status === 'running';
  const resumeJob = (confirmOpenDisputes: boolean) => {
    if (!data) return;
    resume.mutate(
      { jobId: data.job_id, request: confirmOpenDisputes ? { confirm_open_disputes: true } : {} },
      { onSuccess: () => setConfirming(null) },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {data && (data.status === 'running' || data.status === 'stopped') ? (
        <CloseJobProgress
          job={data}
          resuming={resume.isPending}
          problem={resume.error && !confirming ? problemOf(resume.error).message : null}
          onResume={() => {
            resume.reset();
            resumeJob(false);
          }}
          onConfirmDisputes={(month) => {
            resume.reset();
            setConfirming(month);
          }}
          onOpenMonth={onOpenMonth}
        />
      ) : null}
      {!running && ended.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              start.reset();
              setUpTo(ended[0] ?? '');
              setChoosing(true);
            }}
          >
            Close every month up to…
          </Button>
        </div>
      ) : null}
      {choosing ? (
        <CloseUpToDialog
          months={ended}
          upTo={upTo}
          onUpToChange={setUpTo}
          plan={plan.data}
          planError={plan.isError ? problemOf(plan.error).message : null}
          saving={start.isPending}
          problem={start.error ? problemOf(start.error).message : null}
          onClose={() => setChoosing(false)}
          onConfirm={() =>
            start.mutate(
              { up_to: upTo },
              {
                onSuccess: (started) => {
                  setChoosing(false);
                  toast.success(`Closing ${planMonthsText(started.months)} in the background`);
                },
              },
            )
          }
        />
      ) : null}
      {confirming && stoppedMonth.data ? (
        <CloseMonthDialog
          month={stoppedMonth.data}
          saving={resume.isPending}
          problem={resume.error ? problemOf(resume.error).message : null}
          onClose={() => setConfirming(null)}
          onConfirm={(confirmOpenDisputes) => resumeJob(confirmOpenDisputes)}
        />
      ) : null}
      {confirming && stoppedMonth.isError ? (
        <Alert tone="error">
          {`${formatMonthLabel(confirming)} could not be loaded: ${problemOf(stoppedMonth.error).message}`}
        </Alert>
      ) : null}
    </div>
  );
}
