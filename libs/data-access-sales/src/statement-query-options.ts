import type { Statement, StatementMonthList } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchStatement, fetchStatementMonths } from './fetch-statements.ts';
import { statementKeys } from './statement-keys.ts';

/** Query options of the caller's months of a year, with what each pays. */
export function statementMonthsQueryOptions(
  api: ApiClient,
  year: number,
): ApiQueryOptions<StatementMonthList, ReturnType<typeof statementKeys.year>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.year(year)),
    queryFn: () => fetchStatementMonths(api, year),
  });
}

/** Query options of a statement of a month (`YYYY-MM`): the caller's, or `userId`'s. */
export function statementQueryOptions(
  api: ApiClient,
  month: string,
  userId?: number,
): ApiQueryOptions<Statement, ReturnType<typeof statementKeys.month>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.month(month, userId)),
    queryFn: () => fetchStatement(api, month, userId),
  });
}
