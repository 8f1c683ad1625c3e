import {
  scopedQueryKey,
  useApiClient,
  type ApiClient,
  type ApiQueryOptions,
} from '@salesdash/data-access-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStatementLateNotes } from './fetch-statement-late-notes.ts';
import { statementKeys } from './statement-keys.ts';

// Apart from the other statement queries: the dashboard's first screen asks it, and their
// module would bring the whole statement's schema into that screen's script.

/** Query options of a month's late-line notes (the dashboard's commission card shows them). */
export function statementLateNotesQueryOptions(
  api: ApiClient,
  month: string,
  userId?: number,
): ApiQueryOptions<string[], ReturnType<typeof statementKeys.lateNotes>> {
  return queryOptions({
    queryKey: scopedQueryKey(api, statementKeys.lateNotes(month, userId)),
    queryFn: () => fetchStatementLateNotes(api, month, userId),
  });
}

/**
 * A month's late-line notes for a dashboard, when `month` is given (the dashboard shows one
 * calendar month): the caller's, or `userId`'s.
 */
export function useStatementLateNotes(month: string | null, userId?: number) {
  const api = useApiClient();
  return useQuery({
    ...statementLateNotesQueryOptions(api, month ?? '0000-00', userId),
    enabled: month !== null,
  });
}
