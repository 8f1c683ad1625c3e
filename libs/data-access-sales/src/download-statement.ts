import type { StatementExportFormat } from '@salesdash/api-contract';
import { downloadFile, type ApiClient, type DownloadedFile } from '@salesdash/data-access-api';

/**
 * A statement of `month` as a file, through `GET /api/statements/month/:month/export?format=`:
 * the caller's, or with `userId` a person's the caller sees.
 * @param onProgress - the fraction received, or null while the size is unknown
 * @throws ApiError with the server's message when the download is refused
 */
export function downloadStatement(
  api: ApiClient,
  month: string,
  format: StatementExportFormat,
  onProgress?: (fraction: number | null) => void,
  userId?: number,
): Promise<DownloadedFile> {
  return downloadFile(
    api,
    `statements/month/${month}/export`,
    userId === undefined ? { format } : { format, user_id: userId },
    userId === undefined
      ? `statement-${month}.${format}`
      : `statement-${month}-${userId}.${format}`,
    onProgress,
  );
}
