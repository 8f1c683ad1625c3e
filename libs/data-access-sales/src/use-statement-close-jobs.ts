import type {
  StatementCloseJobRequest,
  StatementCloseJobResumeRequest,
  StatementsStartRequest,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resumeStatementCloseJob,
  setStatementsStart,
  startStatementCloseJob,
} from './statement-close-job-calls.ts';
import {
  latestStatementCloseJobQueryOptions,
  statementClosePlanQueryOptions,
  statementsStartQueryOptions,
} from './statement-close-job-query-options.ts';
import { statementKeys } from './statement-keys.ts';

/** The statements start, measuring `month` when given (admins). */
export function useStatementsStart(month?: string, enabled = true) {
  return useQuery({ ...statementsStartQueryOptions(useApiClient(), month), enabled });
}

/** What closing every month up to `upTo` would close; asked only when `upTo` is chosen. */
export function useStatementClosePlan(upTo: string | null) {
  return useQuery({
    ...statementClosePlanQueryOptions(useApiClient(), upTo ?? ''),
    enabled: upTo !== null,
  });
}

/** The latest close job, polled while it runs (admins; `enabled` false for anyone else). */
export function useLatestStatementCloseJob(enabled = true) {
  return useQuery({ ...latestStatementCloseJobQueryOptions(useApiClient()), enabled });
}

/**
 * A write of the start month or of a close job: afterwards every statement, month, plan and
 * job refetches (the start changes which lines exist; a job closes months).
 */
function useCloseWrite<TData, TVariables>(write: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

/** Sets the month statements start from (admins). */
export function useSetStatementsStart() {
  const api = useApiClient();
  return useCloseWrite((request: StatementsStartRequest) => setStatementsStart(api, request));
}

/** Starts closing every month up to one (admins). */
export function useStartStatementCloseJob() {
  const api = useApiClient();
  return useCloseWrite((request: StatementCloseJobRequest) => startStatementCloseJob(api, request));
}

export type ResumeStatementCloseJobVariables = {
  jobId: number;
  request: StatementCloseJobResumeRequest;
};

/** Resumes a stopped close job (admins). */
export function useResumeStatementCloseJob() {
  const api = useApiClient();
  return useCloseWrite(({ jobId, request }: ResumeStatementCloseJobVariables) =>
    resumeStatementCloseJob(api, jobId, request),
  );
}
