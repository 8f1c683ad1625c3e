import type { ImportBatch, ImportColumn } from '@salesdash/api-contract';
import type { ApiClient, ApiQueryOptions } from '@salesdash/data-access-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchImport, fetchImportColumns, fetchImports } from './import-calls.ts';
import { importKeys } from './import-keys.ts';

/** How often a committing import is asked for its progress. */
export const importProgressIntervalMs = 1000;

/** Query options of the import history, newest first (admins), for `useQuery` and the loader. */
export function importsQueryOptions(
  api: ApiClient,
): ApiQueryOptions<ImportBatch[], ReturnType<typeof importKeys.list>> {
  return queryOptions({ queryKey: importKeys.list(), queryFn: () => fetchImports(api) });
}

/**
 * Query options of one import: asked every second while it commits (its `progress`), then
 * left alone once it is done, partial or undone.
 */
export function importBatchQueryOptions(
  api: ApiClient,
  importBatchId: number,
): ApiQueryOptions<ImportBatch, ReturnType<typeof importKeys.batch>> {
  return queryOptions({
    queryKey: importKeys.batch(importBatchId),
    queryFn: () => fetchImport(api, importBatchId),
    refetchInterval: (query) =>
      query.state.data?.status === 'committing' ? importProgressIntervalMs : false,
  });
}

/**
 * Query options of what each column of an upload holds (samples, distinct values with their
 * rows): the file does not change, so it is read once per upload.
 */
export function importColumnsQueryOptions(
  api: ApiClient,
  importBatchId: number,
): ApiQueryOptions<ImportColumn[], ReturnType<typeof importKeys.columns>> {
  return queryOptions({
    queryKey: importKeys.columns(importBatchId),
    queryFn: () => fetchImportColumns(api, importBatchId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
