import { useApiClient } from '@salesdash/data-access-api';
import { useQuery } from '@tanstack/react-query';
import { statementMonthsQueryOptions, statementQueryOptions } from './statement-query-options.ts';

/** The caller's months of `year`, through the app's API client. */
export function useStatementMonths(year: number) {
  return useQuery(statementMonthsQueryOptions(useApiClient(), year));
}

/** A statement of `month` (`YYYY-MM`): the caller's, or `userId`'s (read-only). */
export function useStatement(month: string, userId?: number) {
  return useQuery(statementQueryOptions(useApiClient(), month, userId));
}
