import type { StatementPayrollFormat } from '@salesdash/api-contract';
import type { ApiClient, DownloadedFile } from '@salesdash/data-access-api';

const fileNamePattern = /filename="?([^";]+)"?/i;

/**
 * A closed month's payroll file through `GET /api/statements/admin/export?month=&format=`.
 * The server streams it without a length, so progress is the bytes received so far.
 * @param onBytes - the bytes received, after each chunk
 * @throws ApiError with the server's message when the export is refused
 */
export async function downloadPayrollExport(
  api: ApiClient,
  month: string,
  format: StatementPayrollFormat,
  onBytes?: (received: number) => void,
): Promise<DownloadedFile> {
  const response = await api.get('statements/admin/export', {
    searchParams: { month, format },
    onDownloadProgress: ({ transferredBytes }) => onBytes?.(transferredBytes),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = fileNamePattern.exec(disposition)?.[1] ?? `payroll-${month}.${format}`;
  return { blob: await response.blob(), fileName };
}
