import {
  appointmentListSchema,
  outboundRecordListSchema,
  successEnvelope,
  transactionListSchema,
} from '@salesdash/api-contract';
import { loadOrThrow, searchParamsOf, type ApiClient } from '@salesdash/data-access-api';
import type { DashboardSubject } from '@salesdash/data-access-metrics';
import {
  salesListFailures,
  type SalesList,
  type SalesListQuery,
  type SalesResource,
} from './sales-resources.ts';
import { withoutShortSearch } from './without-short-search.ts';

// Kept out of the exports: published declarations then name no zod type.
const responseSchemas = {
  transactions: successEnvelope(transactionListSchema),
  appointments: successEnvelope(appointmentListSchema),
  'outbound-records': successEnvelope(outboundRecordListSchema),
};

/**
 * One page of a dashboard's table through `GET /api/{resource}/{users|products}/:id` with the
 * tables' common query (page, limit, search, sortField, sortOrder, dates, filters); a
 * search shorter than the API takes is left out.
 * @param api - the app's API client (on a share page it sends `x-share-token`)
 * @param resource - `transactions`, `appointments` or `outbound-records`
 * @param subject - whose dashboard
 * @param query - the table's query
 * @throws LoadError with the table's fixed message ('Failed to load Commisions',
 *   'Failed to load Appointments', 'Failed to load Outbound Records')
 */
export function fetchSalesList<R extends SalesResource>(
  api: ApiClient,
  resource: R,
  subject: DashboardSubject,
  query: SalesListQuery<R>,
): Promise<SalesList<R>> {
  return loadOrThrow(salesListFailures[resource], async () => {
    const body = await api
      .get(`${resource}/${subject.kind}/${subject.id}`, {
        searchParams: searchParamsOf(withoutShortSearch(query)),
      })
      .json();
    return responseSchemas[resource].parse(body).data as SalesList<R>;
  });
}
