import {
  downloadFile,
  searchParamsOf,
  type ApiClient,
  type DownloadedFile,
} from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import type { SalesListQuery, SalesResource } from './sales-resources.ts';
import { withoutShortSearch } from './without-short-search.ts';

export type { DownloadedFile };

/** A table's query for its download: the list's without paging, over a required range. */
export type SalesDownloadQuery<R extends SalesResource> = Omit<
  SalesListQuery<R>,
  'page' | 'limit' | 'startDate' | 'endDate'
> &
  DayRange;

/**
 * A table's rows for a range as CSV through `GET /api/{resource}/{users|products}/:id/download`,
 * with the table's search (unless shorter than the API takes), sort and filters.
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
  return downloadFile(
    api,
    `${resource}/${subject.kind}/${subject.id}/download`,
    searchParamsOf(withoutShortSearch(query)),
    `${resource}-${query.startDate}_${query.endDate}.csv`,
    onProgress,
  );
}
