import type { Statement, StatementMonthList, StatementSpan } from '@salesdash/api-contract';
import { scopedQueryKey, type ApiClient, type ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchStatement,
  fetchStatementById,
  fetchStatementMonths,
  fetchStatementSpan,
} from './fetch-statements.ts';
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

/** Query options of the caller's first and latest months with a statement line. */
export function statementSpanQueryOptions(
  api: ApiClient,
): ApiQueryOptions<StatementSpan, ReturnType<typeof statementKeys.span>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.span()),
    queryFn: () => fetchStatementSpan(api),
  });
}

/** Query options of a stored statement by id (any version, a superseded one too). */
export function statementByIdQueryOptions(
  api: ApiClient,
  statementId: number,
): ApiQueryOptions<Statement, ReturnType<typeof statementKeys.byId>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.byId(statementId)),
    queryFn: () => fetchStatementById(api, statementId),
  });
}
