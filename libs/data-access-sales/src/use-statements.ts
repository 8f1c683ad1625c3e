import { useApiClient } from '@salesdash/data-access-api';
import { useQuery } from '@tanstack/react-query';
import {
  statementByIdQueryOptions,
  statementMonthsQueryOptions,
  statementQueryOptions,
  statementSpanQueryOptions,
} from './statement-query-options.ts';

/** The caller's months of `year`, through the app's API client. */
export function useStatementMonths(year: number) {
  return useQuery(statementMonthsQueryOptions(useApiClient(), year));
}

/** A statement of `month` (`YYYY-MM`): the caller's, or `userId`'s (read-only). */
export function useStatement(month: string, userId?: number) {
  return useQuery(statementQueryOptions(useApiClient(), month, userId));
}

/** The caller's first and latest months with a statement line. */
export function useStatementSpan() {
  return useQuery(statementSpanQueryOptions(useApiClient()));
}

/** A stored statement by id (a superseded version), when `statementId` is given. */
export function useStatementById(statementId: number | null) {
  const api = useApiClient();
  return useQuery({
    ...statementByIdQueryOptions(api, statementId ?? 0),
    enabled: statementId !== null,
  });
}
