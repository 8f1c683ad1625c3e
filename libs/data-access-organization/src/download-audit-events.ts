import type { AuditEventDownloadQuery } from '@salesdash/api-contract';
import {
  downloadFile,
  searchParamsOf,
  type ApiClient,
  type DownloadedFile,
} from '@salesdash/data-access-api';

/**
 * Every audit-log row of the filters as CSV through `GET /api/audit-events/download` (admins):
 * the table's search, order and filters, no paging.
 * @param onProgress - the fraction received, or null while the size is unknown (streamed)
 * @throws ApiError with the server's message when the download is refused
 */
export async function downloadAuditEvents(
  api: ApiClient,
  query: Partial<AuditEventDownloadQuery>,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  return downloadFile(
    api,
    'audit-events/download',
    searchParamsOf(query),
    'audit-log.csv',
    onProgress,
  );
}
