import type { StatementExportFormat } from '@salesdash/api-contract';
import { downloadFile, type ApiClient, type DownloadedFile } from '@salesdash/data-access-api';

/**
 * The caller's statement of `month` as a file, through
 * `GET /api/statements/month/:month/export?format=`.
 * @param onProgress - the fraction received, or null while the size is unknown
 * @throws ApiError with the server's message when the download is refused
 */
export function downloadStatement(
  api: ApiClient,
  month: string,
  format: StatementExportFormat,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  return downloadFile(
    api,
    `statements/month/${month}/export`,
    { format },
    `statement-${month}.${format}`,
    onProgress,
  );
}
