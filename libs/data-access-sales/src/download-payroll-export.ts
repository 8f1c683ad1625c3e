import type { StatementPayrollFormat } from '@salesdash/api-contract';
import { downloadFile, type ApiClient, type DownloadedFile } from '@salesdash/data-access-api';

/**
 * A closed month's payroll file through `GET /api/statements/admin/export?month=&format=`.
 * The server streams it without a length, so progress is the bytes received so far.
 * @param onBytes - the bytes received, after each chunk
 * @throws ApiError with the server's message when the export is refused
 */
export function downloadPayrollExport(
  api: ApiClient,
  month: string,
  format: StatementPayrollFormat,
  onBytes?: (received: number) => void,
): Promise<DownloadedFile> {
  return downloadFile(
    api,
    'statements/admin/export',
    { month, format },
    `payroll-${month}.${format}`,
    (_fraction, received) => onBytes?.(received),
  );
}
