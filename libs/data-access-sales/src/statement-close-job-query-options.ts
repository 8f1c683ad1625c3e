import type {
  StatementCloseJob,
  StatementClosePlan,
  StatementsStart,
} from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchLatestStatementCloseJob,
  fetchStatementClosePlan,
  fetchStatementsStart,
} from './statement-close-job-calls.ts';
import { statementKeys } from './statement-keys.ts';

/** Query options of the statements start, measuring `month` when given (admins). */
export function statementsStartQueryOptions(
  api: ApiClient,
  month?: string,
): ApiQueryOptions<StatementsStart, ReturnType<typeof statementKeys.startFrom>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.startFrom(month)),
    queryFn: () => fetchStatementsStart(api, month),
  });
}

/** Query options of what closing every month up to `upTo` would close (admins). */
export function statementClosePlanQueryOptions(
  api: ApiClient,
  upTo: string,
): ApiQueryOptions<StatementClosePlan, ReturnType<typeof statementKeys.closePlan>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.closePlan(upTo)),
    queryFn: () => fetchStatementClosePlan(api, upTo),
  });
}

/** How often the progress is asked while a job runs. */
export const closeJobPollMs = 1000;

/**
 * Query options of the latest close job, asked again every second while it runs (it runs on
 * the server: the page may be left and the progress shows again on coming back).
 */
export function latestStatementCloseJobQueryOptions(
  api: ApiClient,
): ApiQueryOptions<StatementCloseJob | null, ReturnType<typeof statementKeys.closeJob>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.closeJob()),
    queryFn: () => fetchLatestStatementCloseJob(api),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? closeJobPollMs : false),
  });
}
