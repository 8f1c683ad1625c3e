import type { ApiClient } from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import { searchParamsOf } from './search-params-of.ts';
import type { SalesListQuery, SalesResource } from './sales-resources.ts';

/** A downloaded file: its content and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** A table's query for its download: the list's without paging, over a required range. */
export type SalesDownloadQuery<R extends SalesResource> = Omit<
  SalesListQuery<R>,
  'page' | 'limit' | 'startDate' | 'endDate'
> &
  DayRange;

const fileNamePattern = /filename="([^"]+)"/;

/**
 * A table's rows for a range as CSV through `GET /api/{resource}/{users|products}/:id/download`,
 * with the table's search, sort and filters.
 * @param onProgress - the fraction received, or null while the size is unknown (the server
 *   streams the file without announcing its length)
 * @throws ApiError with the server's message when the download is refused
 */
export async function downloadSalesList<R extends SalesResource>(
  api: ApiClient,
  resource: R,
  subject: DashboardSubject,
  query: SalesDownloadQuery<R>,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const response = await api.get(`${resource}/${subject.kind}/${subject.id}/download`, {
    searchParams: searchParamsOf(query),
    onDownloadProgress: ({ percent, totalBytes }) => onProgress?.(totalBytes > 0 ? percent : null),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName =
    fileNamePattern.exec(disposition)?.[1] ?? `${resource}-${query.startDate}_${query.endDate}.csv`;
  return { blob: await response.blob(), fileName };
}
