import type {
  CommitImportRequest,
  ImportBatch,
  ImportPreview,
  PreviewImportRequest,
  UploadedImport,
  UploadImportQuery,
} from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commitImport,
  discardImport,
  previewImport,
  resumeImport,
  undoImport,
  uploadImport,
} from './import-calls.ts';
import { importKeys } from './import-keys.ts';

/** What an upload sends: the query (kind, file name, sheet) and the file itself. */
export type ImportUpload = { query: UploadImportQuery; file: Blob };

/** A preview or commit of one import. */
export type ImportRequestOf<R> = { importBatchId: number; request: R };

/** Mutation uploading a spreadsheet; the history shows the new upload. */
export function useUploadImport() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UploadedImport, Error, ImportUpload>({
    mutationFn: ({ query, file }) => uploadImport(api, query, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/** Mutation reading an upload with a mapping and resolutions (stores nothing). */
export function usePreviewImport() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ImportPreview, Error, ImportRequestOf<PreviewImportRequest>>({
    mutationFn: ({ importBatchId, request }) => previewImport(api, importBatchId, request),
    // A preview keeps the mapping and the name choices with the upload: the history's
    // "Continue" then starts from them.
    onSuccess: (preview) => {
      queryClient.setQueryData(importKeys.batch(preview.batch.import_batch_id), preview.batch);
      void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** The answer of a batch action is the batch: seed its query so the progress shows at once. */
function useBatchMutation<V>(run: (variables: V) => Promise<ImportBatch>) {
  const queryClient = useQueryClient();
  return useMutation<ImportBatch, Error, V>({
    mutationFn: run,
    onSuccess: (batch) => queryClient.setQueryData(importKeys.batch(batch.import_batch_id), batch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.list() }),
  });
}

/** Mutation starting an import's commit (it runs on the server; poll its batch). */
export function useCommitImport() {
  const api = useApiClient();
  return useBatchMutation<ImportRequestOf<CommitImportRequest>>(({ importBatchId, request }) =>
    commitImport(api, importBatchId, request),
  );
}

/** Mutation continuing a partial import. */
export function useResumeImport() {
  const api = useApiClient();
  return useBatchMutation<number>((importBatchId) => resumeImport(api, importBatchId));
}

/** Mutation undoing an import; a 409 says which rows were touched since. */
export function useUndoImport() {
  const api = useApiClient();
  return useBatchMutation<number>((importBatchId) => undoImport(api, importBatchId));
}

/** Mutation discarding an upload never committed. */
export function useDiscardImport() {
  const api = useApiClient();
  return useBatchMutation<number>((importBatchId) => discardImport(api, importBatchId));
}
