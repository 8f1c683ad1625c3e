import type { StatementAdminMonth, StatementDisputeList } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchStatementAdminMonth, fetchStatementDisputes } from './statement-admin-calls.ts';
import { statementKeys } from './statement-keys.ts';

/** Query options of a month of the organization, person by person (admins and managers). */
export function statementAdminMonthQueryOptions(
  api: ApiClient,
  month: string,
): ApiQueryOptions<StatementAdminMonth, ReturnType<typeof statementKeys.adminMonth>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.adminMonth(month)),
    queryFn: () => fetchStatementAdminMonth(api, month),
  });
}

/** Query options of the disputes inbox: open, resolved or all, of a month or every month. */
export function statementDisputesQueryOptions(
  api: ApiClient,
  status: 'open' | 'resolved' | 'all',
  month?: string,
): ApiQueryOptions<StatementDisputeList, ReturnType<typeof statementKeys.disputes>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.disputes(status, month)),
    queryFn: () => fetchStatementDisputes(api, status, month),
  });
}
