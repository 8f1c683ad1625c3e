import type {
  CreateStatementDisputeRequest,
  ResolveStatementDisputeRequest,
  StatementCloseRequest,
  StatementReopenRequest,
} from '@salesdash/api-contract';
import { useApiClient, type ApiClient } from '@salesdash/data-access-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closeStatementMonth,
  createStatementDispute,
  reopenStatementMonth,
  resolveStatementDispute,
} from './statement-admin-calls.ts';
import {
  statementAdminMonthQueryOptions,
  statementDisputesQueryOptions,
} from './statement-admin-query-options.ts';
import { statementKeys } from './statement-keys.ts';

/**
 * A statement write: afterwards every statement, month and dispute list refetches, whether it
 * worked or not (a dispute changes a line's badge, a close freezes every person's month).
 */
function useStatementWrite<TData, TVariables>(
  write: (api: ApiClient, variables: TVariables) => Promise<TData>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: (variables) => write(api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export type CreateStatementDisputeVariables = {
  month: string;
  lineKey: string;
  request: CreateStatementDisputeRequest;
};

/** Flags a line of the caller's statement. */
export function useCreateStatementDispute() {
  return useStatementWrite((api, { month, lineKey, request }: CreateStatementDisputeVariables) =>
    createStatementDispute(api, month, lineKey, request),
  );
}

export type ResolveStatementDisputeVariables = {
  disputeId: number;
  request: ResolveStatementDisputeRequest;
};

/** Accepts or rejects a dispute (admins). */
export function useResolveStatementDispute() {
  return useStatementWrite((api, { disputeId, request }: ResolveStatementDisputeVariables) =>
    resolveStatementDispute(api, disputeId, request),
  );
}

/** Closes a month (admins). */
export function useCloseStatementMonth() {
  return useStatementWrite((api, request: StatementCloseRequest) =>
    closeStatementMonth(api, request),
  );
}

/** Reopens the latest closed month with a reason (admins). */
export function useReopenStatementMonth() {
  return useStatementWrite((api, request: StatementReopenRequest) =>
    reopenStatementMonth(api, request),
  );
}

/** A month of the organization, person by person (admins and managers). */
export function useStatementAdminMonth(month: string) {
  return useQuery(statementAdminMonthQueryOptions(useApiClient(), month));
}

/** The disputes inbox. */
export function useStatementDisputes(status: 'open' | 'resolved' | 'all', month?: string) {
  return useQuery(statementDisputesQueryOptions(useApiClient(), status, month));
}
