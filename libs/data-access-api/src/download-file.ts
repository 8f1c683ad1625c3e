import type { ApiClient } from './create-api-client.ts';

/** A downloaded file: its content and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

const fileNamePattern = /filename="([^"]+)"/;

/**
 * A file from the API (a table's CSV, the team workbook) under the name its
 * `Content-Disposition` gives, or `fallbackName`.
 * @param onProgress - the fraction received, or null while the size is unknown (the server
 *   streams files without announcing their length), and the bytes received so far
 * @throws ApiError with the server's message when the download is refused
 */
export async function downloadFile(
  api: ApiClient,
  path: string,
  searchParams: Record<string, string | number>,
  fallbackName: string,
  onProgress?: (fraction: number | null, receivedBytes: number) => void,
): Promise<DownloadedFile> {
  const response = await api.get(path, {
    searchParams,
    onDownloadProgress: ({ percent, totalBytes, transferredBytes }) =>
      onProgress?.(totalBytes > 0 ? percent : null, transferredBytes),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = fileNamePattern.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
