import {
  importBatchListSchema,
  importBatchSchema,
  importColumnsSchema,
  importPreviewSchema,
  rejectedRowsCsvPath,
  successEnvelope,
  uploadedImportSchema,
  type CommitImportRequest,
  type ImportBatch,
  type ImportColumn,
  type ImportPreview,
  type PreviewImportRequest,
  type UploadedImport,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { downloadFile, type ApiClient, type DownloadedFile } from '@salesdash/data-access-api';

const batchAnswer = successEnvelope(importBatchSchema);
const uploadAnswer = successEnvelope(uploadedImportSchema);
const listAnswer = successEnvelope(importBatchListSchema);
const previewAnswer = successEnvelope(importPreviewSchema);
const columnsAnswer = successEnvelope(importColumnsSchema);

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Uploads a spreadsheet as the raw request body (`POST /api/imports`): the server streams it to
 * disk and answers its columns, a first mapping and a workbook's sheets.
 * @throws ApiError 413 past `maxImportFileBytes`; 400 naming `sheet` (its `choices` the
 * workbook's sheets) or `body`
 */
export async function uploadImport(
  api: ApiClient,
  query: UploadImportQuery,
  file: Blob,
): Promise<UploadedImport> {
  const xlsx = /\.xlsx$/i.test(query.file_name);
  const body = await api
    .post('imports', {
      searchParams: { ...query },
      body: file,
      headers: { 'content-type': xlsx ? xlsxType : 'text/csv' },
    })
    .json();
  return uploadAnswer.parse(body).data;
}

/** The organization's imports, newest first (`GET /api/imports`, admin). */
export async function fetchImports(api: ApiClient): Promise<ImportBatch[]> {
  return listAnswer.parse(await api.get('imports').json()).data.imports;
}

/** One import, with its progress while it commits (`GET /api/imports/:id`). */
export async function fetchImport(api: ApiClient, importBatchId: number): Promise<ImportBatch> {
  return batchAnswer.parse(await api.get(`imports/${importBatchId}`).json()).data;
}

/**
 * What each column of an upload holds: its first values and its distinct values with their
 * rows (`GET /api/imports/:id/columns`), read once through the file.
 */
export async function fetchImportColumns(
  api: ApiClient,
  importBatchId: number,
): Promise<ImportColumn[]> {
  return columnsAnswer.parse(await api.get(`imports/${importBatchId}/columns`).json()).data.columns;
}

/**
 * Reads the whole file with a mapping and resolutions, storing nothing
 * (`POST /api/imports/:id/preview`).
 * @throws ApiError 400 naming `mapping.<column>`; 409 once the import is past `uploaded`
 */
export async function previewImport(
  api: ApiClient,
  importBatchId: number,
  request: PreviewImportRequest,
): Promise<ImportPreview> {
  const body = await api.post(`imports/${importBatchId}/preview`, { json: request }).json();
  return previewAnswer.parse(body).data;
}

/** Starts storing the rows in chunks (`POST /api/imports/:id/commit`): answers `committing`. */
export async function commitImport(
  api: ApiClient,
  importBatchId: number,
  request: CommitImportRequest,
): Promise<ImportBatch> {
  const body = await api.post(`imports/${importBatchId}/commit`, { json: request }).json();
  return batchAnswer.parse(body).data;
}

/** Continues a `partial` import where it stopped (`POST /api/imports/:id/resume`). */
export async function resumeImport(api: ApiClient, importBatchId: number): Promise<ImportBatch> {
  return batchAnswer.parse(await api.post(`imports/${importBatchId}/resume`).json()).data;
}

/**
 * Removes what an import created and restores what it updated (`POST /api/imports/:id/undo`).
 * @throws ApiError 409 naming the rows touched since (a refund, an edit)
 */
export async function undoImport(api: ApiClient, importBatchId: number): Promise<ImportBatch> {
  return batchAnswer.parse(await api.post(`imports/${importBatchId}/undo`).json()).data;
}

/** Discards an upload never committed; its file is deleted (`DELETE /api/imports/:id`). */
export async function discardImport(api: ApiClient, importBatchId: number): Promise<ImportBatch> {
  return batchAnswer.parse(await api.delete(`imports/${importBatchId}`).json()).data;
}

/**
 * An import's rejected rows as CSV: the file's columns and an Error column, to fix and upload
 * again.
 */
export function downloadRejectedRows(
  api: ApiClient,
  importBatchId: number,
): Promise<DownloadedFile> {
  // The contract's path is absolute; the client's paths are relative to its `/api` base.
  const path = rejectedRowsCsvPath(importBatchId).replace(/^\/api\//, '');
  return downloadFile(api, path, {}, `rejected-rows-${importBatchId}.csv`);
}
